import { addDays } from '../clock.js';
import { parseQuickAdd } from '../../../../../shared/tasks/quickAdd.js';
import type { MessageClock } from './intents.js';
import { englishDates } from './words.js';

/**
 * A message that is only a few words and a date, with no verb to say what to do ("water the plants on the first",
 * "dentist tomorrow"): the deadline of the task those words name, or else a new task.
 */

export type NoteContext = {
  today: string;
  clock?: MessageClock;
  /** words of the user's task and project names, lower case */
  names?: { has(word: string): boolean };
  /** whether every word of a phrase is a word of one open task's name */
  isTaskName?: (phrase: string) => boolean;
};
export type DatedNote = { name: string; dueDate: string; dueTime?: string; said: string };

/** A task moved to "friday" on a Friday goes to next Friday: a move is never to the day it already is. */
export function notToday(date: string, words: string, today: string): string {
  const weekday = /^(?:(?:due|on|to|for|by|until)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i.test(words.trim());
  return date === today && weekday ? addDays(date, 7) : date;
}

/** The words and the date of a message, when it has a date and no repeat. */
export function wordsAndDate(text: string, ctx: NoteContext): DatedNote | null {
  const read = parseQuickAdd({ text: englishDates(text), ...(ctx.clock ?? { now: new Date(`${ctx.today}T12:00:00Z`), timeZone: 'UTC' }) });
  if (!read.dueDate || read.recurrence) return null;
  const name = read.name.replace(/[\s,.;:!\-–]+$/, '').trim();
  const said = read.parts.find((p) => p.kind === 'date')?.text ?? '';
  return { name, dueDate: read.dueDate, ...(read.dueTime ? { dueTime: read.dueTime } : {}), said };
}

/**
 * "<a task's words> <a date>": with `strict`, the words are words of one open task's name ("water plants"), else
 * each word is a word of some task's name.
 */
export function taskAndDate(text: string, ctx: NoteContext, strict = false): DatedNote | null {
  const note = wordsAndDate(text, ctx);
  const words = note?.name.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!note || !words || !ctx.names || !words.every((w) => ctx.names!.has(w))) return null;
  if (strict && !ctx.isTaskName?.(note.name)) return null;
  return { ...note, dueDate: notToday(note.dueDate, note.said, ctx.today) };
}

/** Words of commands, questions and answers: a message with one of them is not a note of something to do. */
const COMMAND =
  /(?<![\p{L}])(?:plan\p{L}*|schedul\p{L}*|agenda|day|days|tag|tages|week|woche|tasks?|aufgaben?|to-?dos?|timer|pomodoro|focus|fokus|summary|overview|overdue|due|fällig|überfällig|what|whats|which|how|show|list|zeig\p{L}*|liste|was|welche\p{L}*|wie|done|finished|erledig\p{L}*|pause|stop|start|resume|weiter|remind|erinnere|undo|help|hilfe|my|mein\p{L}*|everything|alles|all|alle|nothing|nichts|rest|else|left|übrig|i|i'm|me|you|we|ich|du|mir|mich|wir|not|no|nicht|nein|kein\p{L}*|yes|ja|ok|okay|maybe|vielleicht|same|again|wieder|enough|genug|busy|free|frei|later|später|back|zurück|bye|goodbye|see|tschüss|ciao|hi|hello|hey|hallo|thanks|danke)(?![\p{L}])/iu;

/**
 * "dentist tomorrow", "dinner with Sam on saturday at 7pm": a short name and a date, and no word of a command, as
 * typed (a corrected spelling may be a word of the engine's, "Pflanzen" read as "planen").
 */
export function newNote(typed: string, ctx: NoteContext): DatedNote | null {
  const note = wordsAndDate(typed.replace(/[.!]+$/, ''), ctx);
  if (!note || !note.name || /\?/.test(typed) || COMMAND.test(note.name)) return null;
  return note.name.split(/\s+/).length <= 5 ? note : null;
}
