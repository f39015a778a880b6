/** The longest work and break phases a user may set, in minutes (each from 1). No zod here: the timer screen's form uses them. */
export const SETTINGS_LIMITS = { workDuration: 180, breakDuration: 60 } as const;

export const minutesMessage = (label: string, max: number) => `${label} must be a whole number of minutes from 1 to ${max}`;
