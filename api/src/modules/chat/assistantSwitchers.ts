import type { Case } from './assistantCases.js';
import { coming, inDays, isToday, isTomorrow } from './assistantWants.js';

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
    reply: /^"Buy milk": wiederholt sich, fällig .*So \d+\. \S+?\)?\.$/,
    de: true,
  },
  { m: 'set buy bread to every sunday', intent: 'task.deadline', effect: none, reply: /^No open task matches "buy bread"\./ },
  { m: 'lass buy bread jeden Sonntag wiederholen', intent: 'task.deadline', effect: none, reply: /buy bread/, de: true },

  // a snooze moves the deadline to the day said, at its time of day
  {
    m: 'snooze buy milk until monday',
    intent: 'task.deadline',
    entities: { targets: ['buy milk'], dueDate: coming(1, 7) },
    effect: { changed: 'Buy milk', to: { dueDate: coming(1, 7), dueTime: null } },
    reply: /^"Buy milk": due Mon \d+ \w{3}\.$|^"Buy milk": due tomorrow \(Mon/,
  },
  {
    m: 'snooze buy milk to tomorrow',
    intent: 'task.deadline',
    effect: { changed: 'Buy milk', to: { dueDate: isTomorrow } },
    reply: /^"Buy milk": due tomorrow/,
  },
  {
    before: ['call the bank is due tomorrow at 9am'],
    m: 'snooze call the bank until monday',
    intent: 'task.deadline',
    effect: { changed: 'Call the bank', to: { dueDate: coming(1, 8), dueTime: '09:00' } },
    reply: / at 09:00\.$/,
  },
  {
    before: ['call the bank is due tomorrow at 9am'],
    m: 'schieb call the bank auf Montag',
    intent: 'task.deadline',
    effect: { changed: 'Call the bank', to: { dueDate: coming(1, 8), dueTime: '09:00' } },
    reply: / um 09:00 Uhr\.$/,
    de: true,
  },
  {
    before: ['call the bank is due tomorrow at 9am'],
    m: 'snooze call the bank until monday at 2pm',
    intent: 'task.deadline',
    effect: { changed: 'Call the bank', to: { dueTime: '14:00' } },
  },
  { m: 'snooze buy bread until monday', intent: 'task.deadline', effect: none, reply: /^No open task matches "buy bread"\./ },

  // a reschedule with no day to move from takes what Todoist's does: the overdue tasks and today's
  {
    m: 'move everything to tomorrow',
    intent: 'task.deadline',
    entities: { all: true, due: 'today', alsoOverdue: true, dueDate: isTomorrow },
    effect: { changedEach: { 'Call the bank': { dueDate: isTomorrow }, 'Ship release': { dueDate: isTomorrow } } },
    reply: /^Moved 2 tasks \(overdue or due today\) to tomorrow \(.+\): "Call the bank", "Ship release"\. Say "undo" to move them back\.$/,
  },
  {
    m: 'verschiebe alles auf morgen',
    intent: 'task.deadline',
    effect: { changedEach: { 'Call the bank': { dueDate: isTomorrow }, 'Ship release': { dueDate: isTomorrow } } },
    reply: /^2 Aufgaben \(überfällig oder heute fällig\) verschoben/,
    de: true,
  },
  {
    before: ['ship release is due today at 4pm'],
    m: 'reschedule everything to tomorrow',
    intent: 'task.deadline',
    effect: { changedEach: { 'Call the bank': { dueDate: isTomorrow, dueTime: null }, 'Ship release': { dueDate: isTomorrow, dueTime: '16:00' } } },
  },
  { m: 'move everything to today', intent: 'task.deadline', entities: { due: 'overdue' }, effect: { changed: 'Call the bank', to: { dueDate: isToday } } },
  {
    before: ['move everything to tomorrow'],
    m: 'undo',
    intent: 'undo',
    effect: { changedEach: { 'Call the bank': { dueDate: inDays(-1) }, 'Ship release': { dueDate: isToday } } },
  },
  {
    before: ['complete ship release', 'complete call the bank'],
    m: 'move everything to tomorrow',
    intent: 'task.deadline',
    effect: none,
    reply: /^No open task is overdue or due today: nothing to move\.$/,
  },

  // a project's open tasks completed at once, by the project's name
  {
    m: 'mark all home tasks as done',
    intent: 'task.complete',
    entities: { all: true, projectName: 'Home' },
    effect: { completed: ['Buy milk', 'Call the bank', 'Water the plants'] },
    reply: /Say "undo" if that was a mistake\.$/,
  },
  { m: 'complete all my work tasks', intent: 'task.complete', effect: { completed: ['Write quarterly report', 'Tidy desk', 'Ship release'] } },
  {
    m: 'alle Aufgaben in Home erledigen',
    intent: 'task.complete',
    entities: { all: true, projectName: 'Home' },
    effect: { completed: ['Buy milk', 'Call the bank', 'Water the plants'] },
    reply: /^Erledigt: /,
    de: true,
  },
  { m: 'erledige alle Home-Aufgaben', intent: 'task.complete', effect: { completed: ['Buy milk', 'Call the bank', 'Water the plants'] }, de: true },
  {
    before: ['mark all home tasks as done'],
    m: 'undo',
    intent: 'undo',
    effect: { reopened: ['Buy milk', 'Call the bank', 'Water the plants'] },
  },
  {
    m: 'mark all garden tasks as done',
    intent: 'task.complete',
    effect: none,
    reply: /^I found no single project called "garden"\. Your projects: Inbox, Work, Home\.$/,
  },
  { m: 'alle Aufgaben in Garten erledigen', intent: 'task.complete', effect: none, reply: /Garten/, de: true },
];
