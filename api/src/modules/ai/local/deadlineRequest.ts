import { parseQuickAdd } from '../../../../../shared/tasks/quickAdd.js';
import { stripFrame, type LeadIntent } from './frame.js';
import { englishDates } from './words.js';
import { SHIFT, readShift } from './deadlineShift.js';
import { clockOf, readDate } from './saidDate.js';
import type { Entities, UnderstandContext } from './entities.js';

/**
 * "move the deadline of X to friday", "X is due friday", "X am 1. fällig", "postpone X by a week", "X should repeat
 * every monday", "remove the deadline of X": a task and its new deadline, repeat or shift.
 */

/** "X is due friday", "X by friday", "X bis Freitag": a task's words, then its deadline. */
const DUE_SHAPE = /^(.+?)\s+(?:(?:should|must|will|has to|needs to)\s+be\s+due|is due|is now due|ist|due|bis|by)\s+(.+)$/i;

/** "remove the deadline from X", "clear the due date of X", "entferne die Frist von X" */
const CLEAR =
  /(?:remove|clear|delete|drop|lösche|entferne)\s+(?:the\s+|die\s+)?(?:deadline|due date|frist|fälligkeit)\s+(?:of|for|from|on|von|vom|der|bei)\s+(.+)$/i;
export const CLEAR_LEAD: LeadIntent = {
  re: new RegExp(`^(?:(?:please|pls|can you|could you|bitte|kannst du)[,\\s]+)*${CLEAR.source}`, 'i'),
  intent: 'task.deadline',
  unless: /^task\.deadline$/,
};

/** "postpone X by a week", "verschiebe X um 3 Tage" */
export const SHIFT_LEAD: LeadIntent = {
  re: new RegExp(`^(?:(?:please|can you|could you)[,\\s]+)*${SHIFT.source}`, 'i'),
  intent: 'task.deadline',
  unless: /^task\.(?:deadline|move)$/,
};

/** "postpone X to friday", "snooze X until monday", "schieb X auf Montag": a new day, at the deadline's time unless one is said */
const MOVE_DAY = /(?:postpone|reschedule|push|move|defer|snooze|verschiebe|verschieb|schiebe|schieb)\s+(.+?)\s+(?:to|until|till|auf|nach)\s+(.+)$/i;

/** "X soll morgen fällig sein" */
const GERMAN_SHOULD_BE_DUE = /^(?!(?:was|welche\p{L}*|wann|wie)(?![\p{L}]))(.+?)\s+soll(?:te)?\s+(.+?)\s+fällig\s+sein[.!]?$/iu;

export const DUE_LEADS: LeadIntent[] = [
  { re: GERMAN_SHOULD_BE_DUE, intent: 'task.deadline', unless: /^task\.deadline$/ },
  {
    re: /^(?!(?:was|welche\p{L}*|wann|wie|what|which|when)(?![\p{L}]))\S.*\s(?:am|bis|zum)\s+\S.*\s+fällig[.!]?$/iu,
    intent: 'task.deadline',
    unless: /^task\.(?:deadline|create)$/,
  },
  {
    re: /^(?!(?:what|which|when|how|is|are|does|do|was|welche|wann|wie)\b)[^?]+?\s+(?:is|are|ist)\s+(?:now\s+)?(?:due|fällig)\s+(?!\?)\S[^?]*$/i,
    intent: 'task.deadline',
    unless: /^(?:task\.(?:deadline|create)|ask\.\w+)$/,
  },
];

/** "ship release is due friday": a statement of a task's deadline, not the question of what is due then. */
export function statesDeadline(text: string, ctx: UnderstandContext): boolean {
  const m = text.match(/^(.+?)\s+(?:is|are|ist)\s+(?:now\s+)?(?:due|fällig)\s+(?!\?)\S[^?]*$/i);
  if (!m) return false;
  const name = stripFrame(m[1], []);
  return Boolean(ctx.isTaskName?.(name) || ctx.isNearTaskName?.(name));
}

/** The words that open a repeat rule ("every sunday", "jeden Montag", "weekly"). */
const RULE_WORD = String.raw`(?:every|each|daily|weekly|monthly|yearly|annually|jede[nsr]?|täglich|wöchentlich|monatlich|jährlich)(?![\p{L}])`;
/** "set X to every sunday", "change X to repeat weekly", "lass X jeden Sonntag wiederholen": a task, then its repeat rule */
const SET_REPEAT = [
  new RegExp(
    String.raw`^(?:(?:please|pls|plz|can you|could you)[,\s]+)*(?:set|change|switch|make)\s+(.+?)\s+(?:to\s+)?(?:(?:repeat|recur)\s+)?(${RULE_WORD}.*?)[.!]?$`,
    'iu',
  ),
  new RegExp(String.raw`^(?:(?:bitte|kannst du)[,\s]+)*(?:lass|lasse)\s+(.+?)\s+(${RULE_WORD}.*?)\s+wiederholen[.!]?$`, 'iu'),
];

/** "X should repeat every monday", "X soll sich jeden Montag wiederholen", "set X to every sunday" */
export const REPEAT_LEAD: LeadIntent = {
  re: new RegExp(
    String.raw`^(?:(?:make|let|set)\s+)?\S.*?\s+(?:(?:should|must|will|soll|sollte)\s+)?(?:repeat|recur|wiederholen|wiederholt sich)\s+\S|^\S.*?\s+soll(?:te)?\s+sich\s+\S.*\s+wiederholen[.!]?$|${SET_REPEAT.map((r) => r.source).join('|')}`,
    'iu',
  ),
  intent: 'task.deadline',
  unless: /^task\.deadline$/,
};

export function readDeadline(text: string, ctx: UnderstandContext, e: Entities): void {
  if (readShift(text, e)) return;
  const repeat =
    text.match(SET_REPEAT[0]) ??
    text.match(SET_REPEAT[1]) ??
    text.match(/^(?:(?:make|let|set)\s+)?(.+?)\s+(?:(?:should|must|will|soll|sollte)\s+)?(?:repeat|recur|wiederholen|wiederholt sich)\s+(.+?)[.!]?$/i) ??
    text.match(/^(.+?)\s+soll(?:te)?\s+sich\s+(.+?)\s+wiederholen[.!]?$/i);
  const rule = repeat ? parseQuickAdd({ text: englishDates(repeat[2]), ...clockOf(ctx) }) : null;
  if (repeat && rule?.recurrence) {
    e.targets = [stripFrame(repeat[1], [])];
    e.recurrence = rule.recurrence;
    return;
  }
  const moved = text.match(MOVE_DAY);
  const m =
    // "change ship release due date to monday", "set the report's deadline to friday"
    text.match(/^(?:(?:please|pls|plz)[,\s]+)?(?:change|set|move|update|push)\s+(.+?)(?:'s)?\s+(?:deadline|due date)\s+(?:to|for|on)\s+(.+)$/i) ??
    text.match(/(?:deadline|due date|frist|fälligkeit)\s+(?:of|for|on|von|vom|der|des|für)\s+([^:]+?)\s*:\s*(\S.*)$/i) ??
    text.match(/(?:deadline|due date|frist|fälligkeit)\s+(?:of|for|on|von|vom|der|des)\s+(.+?)\s+(?:to|auf|for|on)\s+(.+)$/i) ??
    text.match(GERMAN_SHOULD_BE_DUE) ??
    moved ??
    text.match(/^(.+?)\s+(?:auf|nach|bis)\s+(.+?)\s+(?:verschieben|schieben|legen)[.!?]*$/i) ??
    text.match(/^(.+?)\s+(?:ist\s+)?((?:am|bis|zum|bis zum)\s+.+?)\s+fällig[.!]?$/i) ??
    text.match(DUE_SHAPE);
  const clear = text.match(CLEAR);
  if (clear) {
    e.targets = [stripFrame(clear[1].replace(/[.!]+$/, ''), [])];
    e.dueDate = null;
  } else if (m) {
    e.targets = [stripFrame(m[1], [/^(?:set|make|mark|mach|setze|setz)\s+/i])];
    const when = readDate(m[2], ctx);
    if (when) {
      e.dueDate = when.dueDate;
      if (when.dueTime) e.dueTime = when.dueTime;
      else if (m === moved) e.keepTime = true;
    }
  }
}
