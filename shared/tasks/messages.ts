// Texts of the task rules (spec sections 3 and 5). No zod here: the web's task forms show them.
export const TASK_MESSAGES = {
  duration: 'Duration must be a positive whole number of minutes',
  durationMax: 'Duration must be at most 525600 minutes (one year)',
  project: 'Project is required',
  projectUnknown: 'Project not found: choose one of your projects',
  dueDate: 'dueDate must be a date as YYYY-MM-DD',
  dueTime: 'dueTime must be a time of day as HH:MM (00:00 to 23:59)',
  dueTimeWithoutDate: 'dueTime needs a dueDate: a deadline time is on a deadline day',
  plannedDate: 'plannedDate must be a date as YYYY-MM-DD',
  recurrence: 'recurrence must be RRULE text of at most 500 characters',
  recurFrom: 'recurFrom must be due or completion',
  completed: 'completed must be true or false',
  timeSpent: 'timeSpent must be a number of minutes from 0 to 1440',
  timeSpentTotal: 'timeSpent must be a whole number of minutes, 0 or more',
  position: 'Position must be a whole number, 0 or more',
  clientId: 'clientId must be text of 1 to 100 characters',
} as const;
