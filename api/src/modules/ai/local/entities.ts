import type { MessageClock, CreateIntent } from './intents.js';
import type { Lang } from './nlu.js';
import type { IntentName } from './corpus/intentNames.js';
import type { Band, Period, PlanWindow } from './words.js';
import type { Rank } from './ranks.js';

/** A message read into an intent and its entities: what the user wants done, to what, with which values. */

export type Entities = {
  /** words naming tasks, one entry per task */
  targets?: string[];
  /** "all", "everything": every open task (of `projectName` when given) */
  all?: boolean;
  /** "all completed tasks": `all` means the completed ones */
  completed?: boolean;
  projectName?: string;
  /** with `all` in a move to `projectName`: the project the tasks come from ("move all tasks from Inbox to Home") */
  fromProject?: string;
  newName?: string;
  priority?: number;
  priorityChange?: 'raise' | 'lower';
  band?: Band;
  durationMinutes?: number;
  /** null clears the deadline */
  dueDate?: string | null;
  dueTime?: string;
  /** a new deadline day said without a time ("snooze X until monday"): the deadline keeps its time of day */
  keepTime?: boolean;
  /** an RRULE: the task repeats ("X should repeat every monday") */
  recurrence?: string;
  /** moves the deadline by this many days ("postpone X by a week") */
  shiftDays?: number;
  description?: string;
  period?: Period;
  window?: PlanWindow;
  date?: string;
  status?: 'open' | 'done';
  due?: 'today' | 'tomorrow' | 'this week' | 'next week' | 'overdue';
  /** with `due`: the overdue tasks too ("move everything to tomorrow" takes the overdue ones and today's) */
  alsoOverdue?: boolean;
  /** the one day a question asks what is due on ("what's due on friday?") */
  dueOn?: string;
  /** the one task of highest or lowest priority ("what's my most important task?") */
  rank?: Rank;
  /** the person a task is assigned to ("me", a name, an e-mail), null to unassign it; with ask.list, whose tasks to list */
  assignee?: string | null;
  /** label names: to put on a task, take off it, or list the tasks that have them */
  labels?: string[];
  tasks?: CreateIntent[];
  /** the targets are what the user says they did ("I called mom"), which names none of their open tasks */
  reported?: boolean;
};

/** Intents read by a request's frame alone, never guessed by the classifier ("assign X to Bob", "who is X assigned to?"). */
export type FrameIntent = 'task.assign' | 'ask.assignee';
export type Understanding = { intent: IntentName | FrameIntent | 'None'; lang: Lang; score: number; entities: Entities };
export type UnderstandContext = {
  today: string;
  clock?: MessageClock;
  projects: string[];
  /** words of the user's task and project names, lower case: never corrected as typos */
  names?: { has(word: string): boolean };
  /** whether every word of a phrase is a word of one open task's name */
  isTaskName?: (phrase: string) => boolean;
  /** whether a phrase names one open task with a typo or two ("tidy dsek") */
  isNearTaskName?: (phrase: string) => boolean;
};
