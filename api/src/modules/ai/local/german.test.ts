import { germanPlan, inGerman } from './german.js';

/** English words that must not be left in a German reply (names in quotes aside). */
const ENGLISH =
  /\b(?:the|done|of|you|your|added|created|deleted|tasks?|today|nothing|left|and|more|is|to|for|say|with|it|again|there|what|which|should|plan for|restored|removed)\b/i;
const withoutQuotes = (s: string) => s.replace(/"[^"]*"/g, '""');

/** One answer of each kind the tools and the undo write, as they write them. */
const TOOL_ANSWERS = [
  'No open task matches "xyz". Your open tasks: "Buy milk", "Tidy desk".',
  'Several tasks match "report": "Write report", "Read report". Which one should I complete?',
  'Which task should I delete?',
  'I found no single project called "Garden". Your projects: Work, Home.',
  'There are no open tasks in Home to complete.',
  '"2026-13-01" is not a date like 2026-12-01.',
  'What should I change on "Buy milk"? Its name, project, priority, duration, deadline or description.',
  '"Buy milk": renamed to "Buy oat milk", moved to Home, priority 8, takes 1h 30m, due 2026-12-01 at 10:00, new description, repeats.',
  '"Buy milk": due tomorrow (Sun 29 Nov) at 10:00.',
  '"Buy milk": due today (Sat 28 Nov).',
  '"Buy milk": due Fri 4 Dec.',
  '"Buy milk": due Fri 1 Feb 2030 at 09:30.',
  '"Buy milk" is open again.',
  '"Buy milk" is completed again.',
  '"Buy milk" is back as it was.',
  'Restored "Buy milk".',
  'Removed the task I created (Buy milk).',
  'Restored your earlier plan for 2026-11-27.',
  'Removed the plan for 2026-11-27.',
  'The plan for 2026-11-27 is gone: there is no plan to restore the earlier one into.',
  'There is nothing to undo.',
  'What should the task be called?',
  'There is no question waiting for an answer.',
  'OK, nothing was deleted.',
  'Deleted "Buy milk". Say "undo" to bring it back.',
  'Deleted 3 tasks. Say "undo" to bring them back.',
  'Created the project "Garden".',
  'You already have a project called "Garden".',
  'Started a 25-minute focus session on "Buy milk".',
  'Paused the timer. Say "resume" to carry on.',
  'Stopped the timer. The minutes that ran count for the task.',
  'You have spent 1h 30m on "Buy milk" so far.',
  'You focused 45 min on Work this week.',
  'About 2h of work is left in Home (3 open tasks).',
  'You finished 2 tasks today:',
  'You finished no tasks this week.',
  'Nothing important is being neglected.',
  "Today: 2 tasks completed, 45 min of focus, 5 open tasks. Today's plan: 1 of 4 sessions' tasks done.",
  'You focused 2h over the last 7 days (3 active days, 17 min a day on average). 4 of 9 tasks are done (44%), 2 of them in this period. Most of your focus went to Work (1h 30m).',
  'You have no open tasks.',
  'Removed the task I created (Buy milk). "Tidy desk" is open again.',
];

const PLAN_ANSWERS = [
  'Your plan for afternoon: 4 focus sessions (1h 40m) on 3 tasks, 13:00–14:55, with 3 breaks. Start with Ship release. 30 tasks did not fit in your work hours: A, B, C, D, E and 25 more. 30 tasks did not fit ("A", "B", "C"…). You can plan tomorrow ("plan tomorrow"), shorten one ("A takes 15 minutes") or drop one ("delete A").',
  'Plan for today (Fri 27 Nov): 2 focus sessions (50m) on 2 tasks, 09:00–09:55, with 1 break. Start with A. 1 session done.',
  'Plan for today (Fri 27 Nov): Nothing planned for 2026-11-27 any more.',
  'There is no plan for today (Fri 27 Nov) yet: say "plan my day" to make one.',
];

describe('German answers', () => {
  it.each([
    ['"Buy milk": due tomorrow (Sun 29 Nov) at 10:00.', '"Buy milk": fällig morgen (So 29. Nov) um 10:00 Uhr.'],
    ['"Buy milk": due Fri 4 Dec.', '"Buy milk": fällig am Fr 4. Dez.'],
    ['"Buy milk": priority 8, due Fri 1 Feb 2030.', '"Buy milk": Priorität 8, fällig am Fr 1. Feb 2030.'],
  ])('a change says its day as a create does: %s', (english, german) => {
    expect(inGerman(english)).toBe(german);
  });
  it.each(TOOL_ANSWERS)('%s', (english) => {
    expect(withoutQuotes(inGerman(english))).not.toMatch(ENGLISH);
  });
  it.each(PLAN_ANSWERS)('%s', (english) => {
    expect(withoutQuotes(germanPlan(english))).not.toMatch(ENGLISH);
  });
});
