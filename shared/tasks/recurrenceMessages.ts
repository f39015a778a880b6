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
  /** a part RFC 5545 does not define for a rule (or one a repeating task cannot use) */
  unknownPart: (part: string) =>
    `recurrence: ${part} is not a part of a rule; use FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS, BYHOUR, BYMINUTE, BYSECOND or WKST`,
  repeatedPart: (part: string) => `recurrence: ${part} may appear only once`,
  wkst: 'recurrence: WKST must be a day of the week: MO, TU, WE, TH, FR, SA or SU',
  byday: (value: string) => `recurrence: BYDAY takes days of the week (MO, TU, WE, TH, FR, SA, SU), not "${value}"`,
  bydayNumbered: 'recurrence: a numbered BYDAY day (such as 1MO or -1FR) needs FREQ=MONTHLY or FREQ=YEARLY',
  countAndUntil: 'recurrence: a rule ends after COUNT occurrences or on its UNTIL day, not both',
  until: 'recurrence: UNTIL must be a day such as 20261231 (or a time such as 20261231T235959Z)',
  /** a numeric part of the rule (COUNT, INTERVAL, BYMONTHDAY…) out of its range */
  outOfRange: (part: string, min: number, max: number, zero: boolean) =>
    `recurrence: ${part} must be a whole number from ${min} to ${max}${min < 0 && !zero ? ', not 0' : ''}`,
} as const;
