import type { Entities, UnderstandContext } from './entities.js';
import { readDate } from './saidDate.js';
import { fuzzyProject } from './projectNames.js';
import { scopeOf } from './bulkComplete.js';

/**
 * "move everything from today to tomorrow", "push all overdue tasks to today", "verschiebe alles von heute auf
 * morgen": every open task due that day (or overdue) gets the new day; "move everything to tomorrow" takes the
 * overdue ones and today's.
 */

const VERB = String.raw`^(?:(?:please|pls|plz|bitte|can you|could you|kannst du)[,\s]+)*(?:move|push|shift|postpone|reschedule|bump|put|verschiebe|verschieb|schiebe|schieb|leg|lege)\s+`;
const DAY = String.raw`(today|heute|tomorrow|morgen|overdue|late|überfällig\p{L}*|heutige\p{L}*|today'?s)`;
const ALL = String.raw`(?:all|everything|every task|alle|alles)(?:\s+(?:of\s+)?(?:my|the|meine|die))?(?:\s+(?:open\s+|offenen\s+)?(?:tasks|aufgaben|to-?dos))?`;
const FORMS = [
  // "everything (due) from today to tomorrow", "alle Aufgaben von heute auf morgen", "all overdue tasks to today"
  new RegExp(
    `${VERB}${ALL}\\s+(?:(?:that(?:'s| is| are)\\s+)?(?:due|from|for|of|von|für|fällig)\\s+)*${DAY}(?:\\s+(?:tasks|aufgaben))?\\s+(?:to|until|till|onto|for|auf|nach|zu)\\s+(.+?)[.!]?$`,
    'iu',
  ),
  // "all (of) my overdue tasks to today", "today's tasks to tomorrow", "die überfälligen Aufgaben auf heute"
  new RegExp(
    `${VERB}(?:all\\s+(?:of\\s+)?|alle\\s+)?(?:my\\s+|the\\s+|meine\\s+|die\\s+)?${DAY}\\s+(?:(?:open\\s+)?(?:tasks|aufgaben|stuff|sachen))\\s+(?:to|until|till|onto|for|auf|nach|zu)\\s+(.+?)[.!]?$`,
    'iu',
  ),
];
/** "move everything to tomorrow", "verschiebe alles auf morgen": no day said, so what a reschedule takes (overdue and due today) */
const NO_DAY = new RegExp(`${VERB}${ALL}\\s+(?:to|until|till|onto|for|auf|nach|zu)\\s+(.+?)[.!]?$`, 'iu');

const dueOf = (word: string): 'today' | 'tomorrow' | 'overdue' => {
  const w = word.toLowerCase();
  if (/^(?:overdue|late|überfällig)/.test(w)) return 'overdue';
  if (/^(?:tomorrow|morgen)$/.test(w)) return 'tomorrow';
  return 'today';
};

/** The tasks a bulk move takes (by when they are due) and the day they go to, or null when the message is none. */
export function readBulkMove(text: string, ctx: UnderstandContext): Entities | null {
  for (const form of FORMS) {
    const m = text.match(form);
    if (!m) continue;
    const to = readDate(m[2], ctx, true);
    if (!to?.dueDate) return null;
    return { all: true, due: dueOf(m[1]), dueDate: to.dueDate };
  }
  const m = text.match(NO_DAY);
  const to = m && readDate(m[1], ctx, true);
  if (!to?.dueDate) return null;
  // to today: the overdue ones alone, today's are there already
  return to.dueDate === ctx.today ? { all: true, due: 'overdue', dueDate: to.dueDate } : { all: true, due: 'today', alsoOverdue: true, dueDate: to.dueDate };
}

/**
 * "move everything to Home", "move all tasks from Inbox to Home", "move all overdue tasks to Work", "verschiebe alle
 * Aufgaben aus Inbox nach Home": open tasks (of a project, or due then) to another project. With neither a project
 * nor a day to take them from, every open task is meant, and the tool asks first.
 */
const TO_PROJECT = new RegExp(
  String.raw`^(?:(?:please|pls|plz|bitte|can you|could you|kannst du)[,\s]+)*(?:move|put|transfer|file|shift|verschiebe|verschieb|schiebe|schieb|leg|lege)\s+` +
    `(.+)\\s+(?:to|into|under|nach|in|ins|zu)\\s+(?:the\\s+|das\\s+|den\\s+)?(?:project\\s+|projekt\\s+)?["“]?(.+?)["”]?(?:\\s+(?:project|projekt))?[.!]?$`,
  'iu',
);
const FROM = /^(.+?)\s+(?:from|in|of|under|aus|von|im)\s+(?:the\s+|dem\s+)?(?:project\s+|projekt\s+)?["“]?(.+?)["”]?(?:\s+(?:project|projekt))?$/iu;
const PROJECT_TASKS = /^(?:all|alle)\s+(?:(?:of\s+)?(?:my|the|meine|die)\s+)?(?:open\s+|offenen\s+)?(.+?)\s+(?:tasks|to-?dos|aufgaben)$/iu;

/** The tasks a move to another project takes and the project, or null when the message moves no tasks in bulk. */
export function readBulkProjectMove(text: string, ctx: UnderstandContext): Entities | null {
  const m = text.match(TO_PROJECT);
  if (!m) return null;
  const known = fuzzyProject(m[2], ctx.projects);
  // "put everything in the fridge" is no move of tasks; "move everything to Garden" is, to a project there is not
  if (!known && !/^(?:(?:please|pls|plz|bitte|can you|could you|kannst du)[,\s]+)*(?:move|transfer|verschieb)/iu.test(text)) return null;
  const to = known ?? m[2].trim();
  const what = m[1].trim();
  const from = what.match(FROM);
  const scope = scopeOf(from ? from[1] : what);
  if (scope) return { ...scope, projectName: to, ...(from ? { fromProject: fuzzyProject(from[2], ctx.projects) ?? from[2].trim() } : {}) };
  // "move all Work tasks to Home"
  const named = what.match(PROJECT_TASKS);
  const source = named && fuzzyProject(named[1], ctx.projects);
  return source ? { all: true, projectName: to, fromProject: source } : null;
}
