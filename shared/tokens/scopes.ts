/** The areas an API token may be allowed into, each readable and writable apart. */
export const TOKEN_AREAS = ['tasks', 'projects', 'timer', 'schedule'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number];

export const TOKEN_SCOPES = [
  'tasks:read',
  'tasks:write',
  'projects:read',
  'projects:write',
  'timer:read',
  'timer:write',
  'schedule:read',
  'schedule:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What each scope lets a script do, as the Settings card lists it. */
export const SCOPE_LABELS: Record<TokenScope, string> = {
  'tasks:read': 'Read tasks and their reminders',
  'tasks:write': 'Create, change, complete and delete tasks',
  'projects:read': 'Read projects',
  'projects:write': 'Create, change and delete projects',
  'timer:read': 'Read the focus timer and focus history',
  'timer:write': 'Start, pause and stop the focus timer',
  'schedule:read': "Read the day's plan",
  'schedule:write': "Plan the day and change the plan's sessions",
};

export const scopeFor = (area: TokenArea, access: 'read' | 'write'): TokenScope => `${area}:${access}`;
