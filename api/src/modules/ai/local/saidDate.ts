import { parseQuickAdd } from '../../../../../shared/tasks/quickAdd.js';
import { englishDates } from './words.js';
import { findDate } from './dates.js';
import { notToday } from './datedNotes.js';
import type { UnderstandContext } from './entities.js';

/** The user's clock for the quick add's parser (noon of their today when the message came without one). */
export const clockOf = (ctx: UnderstandContext) => ctx.clock ?? { now: new Date(`${ctx.today}T12:00:00Z`), timeZone: 'UTC' };

export type SaidDate = { dueDate: string; dueTime: string | null };

/** A date (and time) said in words ("friday", "tomorrow 10am", "morgen"), or null; `only`: the words say nothing else. */
export function readDate(words: string, ctx: UnderstandContext, only = false): SaidDate | null {
  const english = englishDates(
    words
      .replace(/[\s?!]+$/, '')
      .replace(/\s+(?:verschieben|schieben|legen|setzen)$/i, '')
      // "auf den 10.": the dot of a day of the month may have gone with the sentence's end
      .replace(/(?<![\p{L}])((?:am|zum|den)\s+\d{1,2})$/iu, '$1.')
      // "to 5th": a day of the month said without its article
      .replace(/^(\d{1,2}(?:st|nd|rd|th))$/i, 'the $1'),
  );
  const read = parseQuickAdd({ text: english, ...clockOf(ctx) });
  const date = read.dueDate ?? findDate(english, ctx.today)?.date;
  if (!date) return null;
  if (only && read.name.replace(/(?<![\p{L}])(?:due|by|on|at|for|the|bis|am|um|zum)(?![\p{L}])/giu, '').trim()) return null;
  return { dueDate: notToday(date, english, ctx.today), dueTime: read.dueTime };
}
