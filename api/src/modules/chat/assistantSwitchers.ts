import type { Case } from './assistantCases.js';
import { coming, inDays, isToday, isTomorrow } from './assistantWants.js';

/**
 * Messages as people used to Todoist or Motion type them: a repeat rule set on a task, a snooze, a reschedule of
 * everything, a project's tasks (or those due then) completed or moved at once, every open task only after a "yes". Each row gives what the
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

  // the open tasks due then (or of a priority) completed at once, undoable, named in the reply
  {
    m: 'complete all overdue tasks',
    intent: 'task.complete',
    entities: { all: true, due: 'overdue' },
    effect: { completed: ['Call the bank'] },
    reply: /^Completed the overdue task "Call the bank"\. 5 open tasks left\. Say "undo" if that was a mistake\.$/,
  },
  { m: 'mark all overdue tasks as done', intent: 'task.complete', entities: { all: true, due: 'overdue' }, effect: { completed: ['Call the bank'] } },
  { before: ['mark all overdue tasks as done'], m: 'undo', intent: 'undo', effect: { reopened: ['Call the bank'] } },
  {
    before: ['complete all overdue tasks'],
    m: 'complete all overdue tasks',
    intent: 'task.complete',
    effect: none,
    reply: /^There are no overdue open tasks to complete\.$/,
  },
  {
    m: 'erledige alle überfälligen Aufgaben',
    intent: 'task.complete',
    entities: { all: true, due: 'overdue' },
    effect: { completed: ['Call the bank'] },
    reply: /^Erledigt: "Call the bank"\. Noch 5 offen\. Sag "rückgängig"/,
    de: true,
  },
  { m: 'alle überfälligen Aufgaben erledigen', intent: 'task.complete', effect: { completed: ['Call the bank'] }, de: true },
  {
    m: 'complete everything due today',
    intent: 'task.complete',
    entities: { all: true, due: 'today' },
    effect: { completed: ['Ship release'] },
    reply: /^Completed "Ship release"\. 5 open tasks left\./,
  },
  { m: "mark today's tasks as done", intent: 'task.complete', entities: { all: true, due: 'today' }, effect: { completed: ['Ship release'] } },
  { m: 'erledige alles, was heute fällig ist', intent: 'task.complete', entities: { due: 'today' }, effect: { completed: ['Ship release'] }, de: true },
  { m: 'complete all high priority tasks', intent: 'task.complete', entities: { all: true, band: 'high' }, effect: { completed: ['Ship release'] } },

  // every open task at once: asked first, done on "yes", undoable
  {
    m: 'finish all of my tasks',
    intent: 'task.complete',
    entities: { all: true },
    effect: none,
    reply: /^Complete all 6 of your open tasks \("Write quarterly report", .+\)\? Say "yes" to complete them or "no" to keep them open\./,
  },
  {
    before: ['finish all of my tasks'],
    m: 'yes',
    intent: 'confirm.yes',
    effect: { completed: ['Write quarterly report', 'Tidy desk', 'Ship release', 'Buy milk', 'Call the bank', 'Water the plants'] },
    reply: /^Completed 6 tasks \(.+\)\. 0 open tasks left\. Say "undo" if that was a mistake\.$/,
  },
  { before: ['finish all of my tasks'], m: 'no', intent: 'confirm.no', effect: none, reply: /^OK, nothing was completed\.$/ },
  {
    before: ['mark all tasks as done', 'yes'],
    m: 'undo',
    intent: 'undo',
    effect: { reopened: ['Write quarterly report', 'Tidy desk', 'Ship release', 'Buy milk', 'Call the bank', 'Water the plants'] },
  },
  { m: 'erledige alle meine Aufgaben', intent: 'task.complete', effect: none, reply: /^Alle 6 offenen Aufgaben erledigen \(/, de: true },
  {
    before: ['erledige alle meine Aufgaben'],
    m: 'ja',
    intent: 'confirm.yes',
    effect: { completed: ['Write quarterly report', 'Tidy desk', 'Ship release', 'Buy milk', 'Call the bank', 'Water the plants'] },
    reply: /^Erledigt: .+ Noch 0 offen\./,
    de: true,
  },

  // a project's open tasks moved to another; "everything" with no project or day to take from is asked about first
  {
    m: 'move all tasks from Work to Home',
    intent: 'task.move',
    entities: { all: true, projectName: 'Home', fromProject: 'Work' },
    effect: {
      changedEach: { 'Write quarterly report': { projectName: 'Home' }, 'Tidy desk': { projectName: 'Home' }, 'Ship release': { projectName: 'Home' } },
    },
    reply: /^Moved 3 tasks \("Write quarterly report", "Tidy desk", "Ship release"\) to Home\. Say "undo" to move them back\.$/,
  },
  {
    before: ['add a task to pay rent'],
    m: 'move all tasks from Inbox to Home',
    intent: 'task.move',
    entities: { all: true, projectName: 'Home', fromProject: 'Inbox' },
    effect: { changed: 'Pay rent', to: { projectName: 'Home' } },
    reply: /^Moved "Pay rent" to Home\./,
  },
  { m: 'move all overdue tasks to Work', intent: 'task.move', entities: { due: 'overdue' }, effect: { changed: 'Call the bank', to: { projectName: 'Work' } } },
  {
    m: 'verschiebe alle Aufgaben aus Work nach Home',
    intent: 'task.move',
    effect: {
      changedEach: { 'Write quarterly report': { projectName: 'Home' }, 'Tidy desk': { projectName: 'Home' }, 'Ship release': { projectName: 'Home' } },
    },
    reply: /^Nach Home verschoben: /,
    de: true,
  },
  {
    m: 'move everything to Home',
    intent: 'task.move',
    entities: { all: true, projectName: 'Home' },
    effect: none,
    reply: /^Move all 3 of your open tasks outside Home \("Write quarterly report", "Tidy desk", "Ship release"\) to Home\? Say "yes"/,
  },
  {
    before: ['move everything to Home'],
    m: 'yes',
    intent: 'confirm.yes',
    effect: {
      changedEach: { 'Write quarterly report': { projectName: 'Home' }, 'Tidy desk': { projectName: 'Home' }, 'Ship release': { projectName: 'Home' } },
    },
  },
  {
    before: ['move everything to Home', 'yes'],
    m: 'undo',
    intent: 'undo',
    effect: {
      changedEach: { 'Write quarterly report': { projectName: 'Work' }, 'Tidy desk': { projectName: 'Work' }, 'Ship release': { projectName: 'Work' } },
    },
  },
  { before: ['move everything to Home'], m: 'no', intent: 'confirm.no', effect: none, reply: /^OK, nothing was moved\.$/ },
  { m: 'verschiebe alles nach Home', intent: 'task.move', effect: none, reply: /^Alle 3 offenen Aufgaben außerhalb von Home /, de: true },
  { m: 'move everything to Garden', intent: 'task.move', effect: none, reply: /^I found no single project called "Garden"\./ },
  {
    m: 'put everything into Home',
    intent: 'task.move',
    entities: { all: true, projectName: 'Home' },
    effect: none,
    reply: /^Move all 3 of your open tasks outside Home/,
  },

  // everyday phrasings that were misread: a snooze with no day, a verb that is no completion, a week's count, a schedule of a task
  {
    m: 'snooze ship release',
    intent: 'task.deadline',
    entities: { targets: ['ship release'], dueDate: isTomorrow, keepTime: true },
    effect: { changed: 'Ship release', to: { dueDate: isTomorrow, completed: false } },
    reply: /^"Ship release": due tomorrow/,
  },
  {
    m: 'unassign buy milk',
    intent: 'task.assign',
    entities: { targets: ['buy milk'], assignee: null },
    effect: none,
    reply: /^"Buy milk" is not assigned to anyone\.$/,
  },
  {
    m: 'assign buy milk to bob@example.com',
    intent: 'task.assign',
    entities: { targets: ['buy milk'], assignee: 'bob@example.com' },
    effect: none,
    reply: /^Home is not shared: only you work on it/,
  },
  { m: 'who is buy milk assigned to?', intent: 'ask.assignee', effect: none, reply: /^"Buy milk" is not assigned to anyone\.$/ },
  { m: "what's assigned to me?", intent: 'ask.list', entities: { assignee: 'me' }, effect: none, reply: /^No open task is assigned to you\.$/ },
  {
    m: 'how many tasks do I have this week?',
    intent: 'ask.count',
    entities: { due: 'this week' },
    effect: none,
    reply: /^You have 1 open task due this week\.$/,
  },
  { m: "what's on my plate this week", intent: 'ask.list', entities: { due: 'this week' }, effect: none, reply: /Ship release/, notReply: /Buy milk/ },
  {
    m: 'wie viele Aufgaben habe ich diese Woche',
    intent: 'ask.count',
    entities: { due: 'this week' },
    effect: none,
    reply: /^1 offene Aufgabe ist diese Woche fällig\.$/,
    de: true,
  },
  {
    m: 'schedule buy milk for tomorrow',
    intent: 'task.deadline',
    entities: { targets: ['buy milk'], dueDate: isTomorrow },
    effect: { changed: 'Buy milk', to: { dueDate: isTomorrow } },
  },
  {
    m: 'schedule a call with John tomorrow afternoon',
    intent: 'task.create',
    effect: { created: [{ name: /call with John/i, dueDate: isTomorrow }] },
  },

  { m: 'what do I need to do tomorrow?', intent: 'ask.list', entities: { due: 'tomorrow' }, effect: none, reply: /^You have no open tasks due tomorrow\.$/ },
  { m: "what's due next week?", intent: 'ask.list', entities: { due: 'next week' }, effect: none, reply: /^You have no open tasks due next week\.$/ },
  {
    before: ['postpone buy milk by a week'],
    m: 'how many tasks are due next week',
    intent: 'ask.count',
    entities: { due: 'next week' },
    effect: none,
    reply: /^You have 1 open task due next week\.$/,
  },
  { m: 'show me work tasks', intent: 'ask.list', entities: { projectName: 'Work' }, effect: none, reply: /Tidy desk/, notReply: /Buy milk/ },

  {
    m: 'add weekly review every friday at 4pm',
    intent: 'task.create',
    effect: { created: [{ name: 'Weekly review', dueDate: coming(5, 14, 0), dueTime: '16:00', recurrence: 'FREQ=WEEKLY;BYDAY=FR' }] },
  },

  { before: ['erledige alle meine Aufgaben'], m: 'nein', intent: 'confirm.no', effect: none, reply: /^OK, nichts wurde erledigt\.$/, de: true },
  { before: ['verschiebe alles nach Home'], m: 'nein', intent: 'confirm.no', effect: none, reply: /^OK, nichts wurde verschoben\.$/, de: true },

  // a delete of the tasks due then offers those, not every task
  { m: 'delete all overdue tasks', intent: 'task.delete', entities: { all: true, due: 'overdue' }, effect: none, reply: /^Delete "Call the bank"\? Say "yes"/ },
  { before: ['delete all overdue tasks'], m: 'yes', intent: 'confirm.yes', effect: { deleted: ['Call the bank'] } },
  { m: 'lösche alle überfälligen Aufgaben', intent: 'task.delete', effect: none, reply: /^"Call the bank" löschen\?/, de: true },
  {
    m: 'change ship release due date to next monday 5pm',
    intent: 'task.deadline',
    entities: { targets: ['ship release'] },
    effect: { changed: 'Ship release', to: { dueDate: coming(1, 14), dueTime: '17:00' } },
  },
];
