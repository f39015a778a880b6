import { POINTER, stripFrame } from './frame.js';
import { readDate, type SaidDate } from './saidDate.js';
import type { UnderstandContext } from './entities.js';

/**
 * "put call the bank on friday", "leg Zahnarzt anrufen auf Freitag", "Rasen mähen auf morgen legen": a task's words,
 * then a date and nothing else. The caller gives an open task of those words that deadline, and adds a new task else.
 */

const POLITE = /^(?:(?:please|pls|plz|can you|could you|would you|bitte|kannst du|könntest du)[,\s]+)*/i;
/** the verb first: "put X on friday", "leg X auf Freitag", "setz X für Montag" */
const VERB_FIRST = new RegExp(`${POLITE.source}(?:put|leg|lege|setz|setze|pack|packe)\\s+(\\S.*)$`, 'i');
/** the verb last, as German has it: "X auf morgen legen" */
const VERB_LAST = new RegExp(`${POLITE.source}(\\S.*?)\\s+(?:legen|setzen|packen)$`, 'i');
const BEFORE_DATE = /\s(on|for|to|by|until|till|auf|für|bis|zum)\s+/gi;
const IN_ENGLISH: Record<string, string> = { to: 'on', auf: 'on', zum: 'on', für: 'for', bis: 'by' };

/** "put X on my list", "setz X auf meine Liste": a new task, read as one elsewhere. */
const ON_A_LIST = /\s(?:(?:to|on|onto)\s+my|auf\s+(?:meine|die))\s+(?:\p{L}+\s+)?(?:list|to-?do|tasks|(?:to-?do[-\s]?)?liste)(?![\p{L}])/iu;
/** the field of a task said by its name ("setze die Frist von X auf …", "put a note on X"): a change of that field */
const FIELD =
  /^(?:(?:a|the|die|den|das|der)\s+)?(?:note|description|comment|deadline|due date|priority|prio|duration|estimate|timer|project|name|frist|fälligkeit|priorität|dauer|beschreibung|notiz|projekt|namen|plan)(?![\p{L}])/iu;

export type PutRequest = {
  /** the task's words */
  name: string;
  /** the request as a new task, with its date in the words the quick add reads */
  said: string;
  when: SaidDate;
};

export function readPut(text: string, ctx: UnderstandContext): PutRequest | null {
  const plain = text.replace(/!+$/, '').replace(/(?<!\d)\.+$/, '');
  if (ON_A_LIST.test(plain)) return null;
  const body = plain.match(VERB_FIRST)?.[1] ?? plain.match(VERB_LAST)?.[1];
  if (!body || FIELD.test(body)) return null;
  for (const at of body.matchAll(BEFORE_DATE)) {
    const said = body.slice(0, at.index).trim();
    const name = stripFrame(said, []);
    const words = body.slice(at.index + at[0].length);
    const when = name && !POINTER.test(name) ? readDate(words, ctx, true) : null;
    // a new task keeps its words as said ("put the gym on friday"), with the date as the quick add reads it
    if (when) return { name, said: `${said} ${IN_ENGLISH[at[1].toLowerCase()] ?? at[1]} ${words}`, when };
  }
  return null;
}
