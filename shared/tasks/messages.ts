// Texts of the task rules (spec sections 3 and 5). No zod here: the web's task forms show them.
export const TASK_MESSAGES = {
  duration: 'Duration must be a positive whole number of minutes',
  durationMax: 'Duration must be at most 525600 minutes (one year)',
  project: 'Project is required',
  projectUnknown: 'Project not found: choose one of your projects',
  dueDate: 'Due date must be a valid date',
  completed: 'completed must be true or false',
  timeSpent: 'timeSpent must be a number of minutes from 0 to 1440',
  timeSpentTotal: 'timeSpent must be a whole number of minutes, 0 or more',
  position: 'Position must be a whole number, 0 or more',
  clientId: 'clientId must be text of 1 to 100 characters',
  quickAddText: 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"',
  quickAddTextMax: 'text must be at most 500 characters',
} as const;
