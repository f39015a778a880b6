// Texts of the recurrence rules (RRULE) the server checks (api tasks/recurrence.ts) and the task forms show. No zod here.

export const RECURRENCE_MESSAGES = {
  invalid: 'recurrence must be an RRULE such as FREQ=WEEKLY;BYDAY=MO,WE',
  freq: 'recurrence must repeat DAILY, WEEKLY, MONTHLY or YEARLY (FREQ=...)',
  dtstart: "recurrence takes no DTSTART: the series starts at the task's dueDate",
  never: 'recurrence never repeats: no day matches the rule',
  needsDueDate: 'recurrence needs a dueDate: a repeating task repeats its deadline',
  /** the rule's last day (UNTIL) is before the first occurrence (the due date) */
  untilBeforeDue: 'The last day cannot be before the due date',
  notRecurring: 'recurrence: this task does not repeat, so there is no occurrence to skip',
  lastOccurrence: 'recurrence: this is the last occurrence of the rule, so there is none to skip to; complete or delete the task instead',
  completed: 'recurrence: a completed task has no occurrence to skip',
  /** a numeric part of the rule (COUNT, INTERVAL, BYMONTHDAY…) out of its range */
  outOfRange: (part: string, min: number, max: number, zero: boolean) =>
    `recurrence: ${part} must be a whole number from ${min} to ${max}${min < 0 && !zero ? ', not 0' : ''}`,
} as const;
