import type { Entities, UnderstandContext } from './entities.js';
import { fuzzyProject } from './projectNames.js';

/**
 * "mark all home tasks as done", "complete all my Work tasks", "alle Aufgaben in Home erledigen", "erledige alle
 * Home-Aufgaben": every open task of the project named. A name no project has is kept as said, for the tool to
 * answer that there is no such project. "complete all overdue tasks", "mark today's tasks as done", "erledige alles,
 * was heute fällig ist": the open tasks due then; "finish all of my tasks", "erledige alles": every open task (the
 * tool asks first).
 */

const POLITE = String.raw`^(?:(?:please|pls|plz|can you|could you|bitte|kannst du)[,\s]+)*`;
const DONE = String.raw`(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?`;
const GERMAN_DONE = String.raw`(?:\s+(?:als\s+erledigt|ab))?`;
const FORMS = [
  // "mark all home tasks as done", "complete all of my Work tasks"
  new RegExp(
    `${POLITE}(?:mark|complete|finish|close|check off|tick off)\\s+(?:all|every)\\s+(?:(?:of\\s+)?(?:my|the)\\s+)?(?:open\\s+)?(.+?)\\s+(?:tasks|to-?dos)${DONE}[.!]?$`,
    'iu',
  ),
  // "alle Aufgaben in Home erledigen", "alle meine Aufgaben im Projekt Home abhaken"
  new RegExp(
    `${POLITE}alle\\s+(?:meine\\s+)?(?:offenen\\s+)?aufgaben\\s+(?:in|im|aus|von)\\s+(?:dem\\s+)?(?:projekt\\s+)?(.+?)\\s+(?:erledigen|abhaken|abschließen|als\\s+erledigt\\s+markieren)[.!]?$`,
    'iu',
  ),
  // "erledige alle Home Aufgaben" (the reader makes "Home-Aufgaben" two words), "markiere alle Aufgaben in Home als erledigt"
  new RegExp(`${POLITE}(?:erledige|markiere|hake)\\s+alle\\s+(?:meine\\s+)?(?:offenen\\s+)?(\\S.*?)\\s+aufgaben${GERMAN_DONE}[.!]?$`, 'iu'),
  new RegExp(
    `${POLITE}(?:erledige|markiere|hake)\\s+alle\\s+(?:meine\\s+)?(?:offenen\\s+)?aufgaben\\s+(?:in|im|aus|von)\\s+(?:dem\\s+)?(?:projekt\\s+)?(.+?)${GERMAN_DONE}[.!]?$`,
    'iu',
  ),
];

/** Words before "tasks" that say which tasks without naming a project ("all overdue tasks", "all my open tasks"). */
const NOT_A_PROJECT =
  /^(?:(?:my|the|meine|die)\s+)?(?:overdue|late|today'?s|tomorrow'?s|urgent|important|high(?:[-\s]priority)?|low(?:[-\s]priority)?|remaining|other|these|those|open|completed|done|finished|überfällig\p{L}*|heutig\p{L}*|offen\p{L}*|dringend\p{L}*|wichtig\p{L}*|erledigt\p{L}*|my|the|meine|die|of|of my|of the)$/iu;

/** A request to complete some open tasks, whichever words say which: "complete <which>", "erledige <which>", "<which> erledigen". */
const SCOPED = [
  new RegExp(`${POLITE}(?:mark|complete|finish|close|check off|tick off)\\s+(.+?)${DONE}[.!]?$`, 'iu'),
  new RegExp(`${POLITE}(?:erledige|markiere|hake)\\s+(.+?)${GERMAN_DONE}[.!]?$`, 'iu'),
  new RegExp(`${POLITE}((?:alle|alles|die|meine)(?![\\p{L}]).*?)\\s+(?:erledigen|abhaken|abschließen|als\\s+erledigt\\s+markieren)[.!]?$`, 'iu'),
];
/** "all", "everything": the request is of many tasks, not of one named */
const EVERY = /(?<![\p{L}])(?:all|every|everything|each|alle|alles|sämtliche)(?![\p{L}])/iu;
const TASKS_WORD = /(?<![\p{L}])(?:tasks|to-?dos|aufgaben)(?![\p{L}])/iu;
/** the words that say "the tasks" and nothing more of them */
const FILLER =
  /(?<![\p{L}])(?:all|every|everything|each|of|my|the|open|remaining|tasks|to-?dos|stuff|things|that'?s|that|which|is|are|i|have|still|due|for|alle|alles|sämtliche|meine|die|offenen|aufgaben|sachen|was|ist|sind|noch|fällig\p{L}*)(?![\p{L}])/giu;
const DUE_WORDS: Array<[RegExp, NonNullable<Entities['due']>]> = [
  [/^(?:overdue|late|past due|überfällig\p{L}*)$/iu, 'overdue'],
  [/^(?:today'?s?|heute|heutig\p{L}*)$/iu, 'today'],
  [/^(?:tomorrow'?s?|morgen|morgig\p{L}*)$/iu, 'tomorrow'],
  [/^(?:this week'?s?|diese woche|dieser woche)$/iu, 'this week'],
];

const BAND_WORDS: Array<[RegExp, NonNullable<Entities['band']>]> = [
  [/^(?:high[-\s]priority|urgent|important|hoch\p{L}*(?:\s+priorität)?|dringend\p{L}*|wichtig\p{L}*)$/iu, 'high'],
  [/^(?:low[-\s]priority|unimportant|niedrig\p{L}*(?:\s+priorität)?|unwichtig\p{L}*)$/iu, 'low'],
];

/** Which of the open tasks "all overdue tasks", "everything due today", "all of my tasks" mean, or null when the words name something else. */
export function scopeOf(which: string): Pick<Entities, 'all' | 'due' | 'band'> | null {
  const words = which.replace(/[,;]/g, ' ');
  if (!EVERY.test(words) && !TASKS_WORD.test(words)) return null;
  const rest = words.replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
  if (!rest) return EVERY.test(words) ? { all: true } : null;
  const due = DUE_WORDS.find(([re]) => re.test(rest));
  if (due) return { all: true, due: due[1] };
  const band = BAND_WORDS.find(([re]) => re.test(rest));
  return band ? { all: true, band: band[1] } : null;
}

/** The open tasks a message completes all at once (a project's, those due then, or all), or null when the message is none of these. */
export function readBulkComplete(text: string, ctx: UnderstandContext): Entities | null {
  for (const form of SCOPED) {
    const m = text.match(form);
    const scope = m && scopeOf(m[1]);
    if (scope) return scope;
  }
  for (const form of FORMS) {
    const m = text.match(form);
    if (!m) continue;
    const name = m[1].trim().replace(/^["“]|["”]$/g, '');
    if (NOT_A_PROJECT.test(name)) return null;
    return { all: true, projectName: fuzzyProject(name, ctx.projects) ?? name };
  }
  return null;
}
