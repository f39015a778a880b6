import type { Lang } from './nlu.js';
import { findWindow, type PlanWindow } from './words.js';

/**
 * "what should I focus on this afternoon", "worauf soll ich mich heute nachmittag konzentrieren": a question of what to
 * focus on in a part of today, answered by what the day's plan holds then or what would fit in it.
 */

const OPENING = String.raw`^(?:(?:so|ok(?:ay)?|and|hey|now)[,\s]+)*`;
const ENGLISH = new RegExp(
  OPENING +
    String.raw`what\s+(?:should|shall|must|do|can)\s+i\s+(?:focus|concentrate)\s+on\s+(?:(?:for\s+)?(?:this\s+(?:morning|afternoon|evening)|tonight|later(?:\s+today)?|(?:the\s+)?rest\s+of\s+(?:the\s+|my\s+)?day)|in\s+the\s+(?:morning|afternoon|evening))\s*[?.!]*$`,
  'i',
);
const GERMAN = new RegExp(
  OPENING +
    String.raw`(?:worauf|auf\s+was)\s+soll(?:te)?\s+ich\s+mich\s+(?:heute(?:\s+(?:vormittag|nachmittag|abend|morgen))?|(?:am\s+|diesen\s+)?(?:vormittag|nachmittag|abend)|nachher|später)\s+(?:konzentrieren|fokussieren)\s*[?.!]*$`,
  'iu',
);

/** The part of today a focus question asks about, or null when the message is no focus question of a part of today. */
export function focusWindow(message: string): { window: PlanWindow; lang: Lang } | null {
  const text = message.trim();
  const lang: Lang | null = ENGLISH.test(text) ? 'en' : GERMAN.test(text) ? 'de' : null;
  if (!lang) return null;
  // "later", "nachher": what is left of the day
  return { window: /heute\s+morgen/i.test(text) ? 'morning' : (findWindow(text) ?? 'rest'), lang };
}
