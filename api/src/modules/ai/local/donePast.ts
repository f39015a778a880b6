import type { UnderstandContext } from './entities.js';
import type { LeadIntent } from './frame.js';

/**
 * "I already called the bank", "just watered the plants": a task's own verb in the past is its completion, when
 * the verb as a task says it ("call the bank") names an open task of the user's, word for word.
 */
const PAST = /^(?:(?:ok(?:ay)?|so|yay|well)[,\s]+)*(?:i\s+)?(?:(?:have|'ve|already|just|finally|now)\s+)*(\p{L}{3,}?)(ied|ed|d)\s+(\S.*?)[.!]*$/iu;

/** The task's words as a task says them ("call the bank"), or null. */
export function doneInPast(text: string, ctx: UnderstandContext): string | null {
  const m = text.match(PAST);
  if (!m) return null;
  const [said, root, ending, rest] = m;
  // "send invoice", "build the shed": a task's name as it is written is no past tense
  if (ctx.isTaskName?.(`${root}${ending} ${rest}`) || ctx.isNearTaskName?.(said)) return null;
  // "called" is "call", "tidied" is "tidy", "shipped" is "ship", "wrote" stays unread
  const stems = ending === 'ied' ? [`${root}y`] : [root.replace(/(\p{L})\1$/u, '$1'), root, `${root}e`];
  if (ending === 'd') stems.unshift(`${root}e`.replace(/ee$/, 'e'));
  for (const verb of new Set(stems)) {
    const phrase = `${verb} ${rest}`;
    if (ctx.isTaskName?.(phrase)) return phrase;
  }
  return null;
}

/** "Ship release habe ich geschafft": a task, then that it is done */
export const GERMAN_DONE_LEAD: LeadIntent = {
  re: /^(?!(?:was|welche\p{L}*|wie|wann|what|which|how)(?![\p{L}]))\S.*\s+(?:habe|hab)\s+ich\s+(?:geschafft|erledigt|fertig(?:\s+gemacht)?|abgehakt)[.!]?$/iu,
  intent: 'task.complete',
  unless: /^task\.complete$/,
};
export const GERMAN_DONE_TRAIL = /\s+(?:habe|hab)\s+ich\s+(?:geschafft|erledigt|fertig(?:\s+gemacht)?|abgehakt)$/i;
