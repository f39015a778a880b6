import type { IntentName } from './corpus/intentNames.js';

/** The words around a task's name that say what to do with it, and the openings that say what is wanted. */

const POLITE =
  /^(?:(?:please|pls|plz|ok(?:ay)?|hey|so|now|and|also|oops|whoops|oh|ah|hmm|wait|sorry|actually|hoppla|ach|bitte|kannst du|könntest du|can you|could you|would you|will you|i want you to|i'd like you to|go ahead and|just|ignore (?:all )?(?:previous|prior|earlier) instructions(?: and)?)[,\s]+)+/i;
export const ARTICLE = /^(?:the|a|an|my|this|that|task|tasks|the task|to-?do|die|der|das|den|dem|meine[nm]?|aufgabe|die aufgabe|den task)\s+/i;

/** A target that only points back ("reopen it", "put it on friday"): the task is named elsewhere, or not at all. */
export const POINTER = /^(?:it|that|this|this one|that one|es|das|sie|ihn)$/i;

/** Removes the words around the task's name that say what to do with it. */
export function stripFrame(text: string, lead: RegExp[], trail: RegExp[] = []): string {
  let s = text
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(POLITE, '');
  for (let again = true; again;) {
    again = false;
    for (const re of lead) {
      const next = s.replace(re, '').trim();
      if (next !== s) {
        s = next;
        again = true;
      }
    }
    const next = s.replace(ARTICLE, '').replace(POLITE, '').trim();
    if (next !== s) {
      s = next;
      again = true;
    }
  }
  for (const re of [...trail, /\s+(?:please|bitte|now|jetzt|again|wieder|task|aufgabe)$/i]) s = s.replace(re, '').trim();
  return s
    .replace(/[\s:;,\-–]+$/, '')
    .replace(/^["“'‘]+|["”'’]+$/g, '')
    .trim();
}

/** An opening that says what is wanted whatever the other words are; it overrules the classifier unless that read one of `unless`. */
export type LeadIntent = { re: RegExp; intent: IntentName; unless: RegExp };
