/**
 * "what should I focus on this afternoon", "worauf soll ich mich heute nachmittag konzentrieren": a question of what to
 * focus on in a part of today asks what there is to do today, as "what should I focus on today" does.
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

/** The same question asked of today, or null when the message is no focus question of a part of today. */
export function focusToday(message: string): string | null {
  const text = message.trim();
  if (ENGLISH.test(text)) return 'what should I focus on today';
  if (GERMAN.test(text)) return 'was soll ich heute erledigen';
  return null;
}
