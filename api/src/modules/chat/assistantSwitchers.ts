import type { Case } from './assistantCases.js';
import { coming } from './assistantWants.js';

/**
 * Messages as people used to Todoist or Motion type them: a repeat rule set on a task, a snooze, a reschedule of
 * everything, a project's tasks completed at once, a focus question for part of the day. Each row gives what the
 * message must be read as and what must have changed through REST after it (assistant.table.test.ts, on both
 * databases); the seed is the table's (api/test/chatSeed.ts).
 */

const none = { none: true } as const;
const SUNDAYS = 'FREQ=WEEKLY;BYDAY=SU';

export const SWITCHERS: Case[] = [
  // a repeat rule for a task of the user's, never a new task
  {
    m: 'set buy milk to every sunday',
    intent: 'task.deadline',
    entities: { targets: ['buy milk'], recurrence: SUNDAYS },
    effect: { changed: 'Buy milk', to: { recurrence: SUNDAYS, dueDate: coming(0, 7, 0) } },
    reply: /^"Buy milk": repeats, due (?:today|tomorrow)? ?\(?Sun \d+ \w{3}\)?\./,
  },
  {
    m: 'make buy milk repeat every sunday',
    intent: 'task.deadline',
    entities: { targets: ['buy milk'], recurrence: SUNDAYS },
    effect: { changed: 'Buy milk', to: { recurrence: SUNDAYS, dueDate: coming(0, 7, 0) } },
    reply: /^"Buy milk": repeats, due (?:today|tomorrow)? ?\(?Sun \d+ \w{3}\)?\./,
  },
  {
    m: 'lass buy milk jeden Sonntag wiederholen',
    intent: 'task.deadline',
    entities: { targets: ['buy milk'], recurrence: SUNDAYS },
    effect: { changed: 'Buy milk', to: { recurrence: SUNDAYS, dueDate: coming(0, 7, 0) } },
    reply: /^"Buy milk": wiederholt sich, fällig .*So \d+\. \w+\)?\.$/,
    de: true,
  },
  { m: 'set buy bread to every sunday', intent: 'task.deadline', effect: none, reply: /^No open task matches "buy bread"\./ },
  { m: 'lass buy bread jeden Sonntag wiederholen', intent: 'task.deadline', effect: none, reply: /buy bread/, de: true },
];
