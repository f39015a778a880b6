/** What a bad reminder or reminder setting is told (REST `message`, GraphQL error message); each names its field. */
export const REMINDER_MESSAGES = {
  list: 'reminders must be a list of { offsetMinutes } or { at } (at most 20)',
  item: 'reminders: each reminder needs either offsetMinutes (minutes before the deadline) or at (a date and time), not both',
  offset: 'reminders: offsetMinutes must be a whole number of minutes from 0 to 525600',
  at: 'reminders: at must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z)',
  defaultOffset: 'defaultOffsetMinutes must be null or a whole number of minutes from 0 to 525600',
  channel: 'inApp, email and push must be true or false',
  snooze: 'minutes must be a whole number from 1 to 1440',
  snoozeCompleted: 'A completed task has no reminder to snooze',
} as const;

/** The relative reminders the task screen offers, in minutes before the deadline. */
export const REMINDER_PRESETS = [
  { offsetMinutes: 0, label: 'At the deadline' },
  { offsetMinutes: 10, label: '10 minutes before' },
  { offsetMinutes: 60, label: '1 hour before' },
  { offsetMinutes: 1440, label: '1 day before' },
] as const;

/** How a reminder reads: "1 day before", "At the deadline", "2 hours 30 minutes before". */
export function describeOffset(minutes: number) {
  const preset = REMINDER_PRESETS.find((p) => p.offsetMinutes === minutes);
  if (preset) return preset.label;
  const units = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ] as const;
  const parts = units.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return `${parts.join(' ')} before`;
}
