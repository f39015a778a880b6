import { TASK_VERBS } from './taskVerbs.js';

/**
 * "I called mom", "i bought milk", "ich habe die Bank angerufen": the user says what they did. The words as a
 * to-do says them ("call mom", "die Bank anrufen") complete that open task when there is one; a report of
 * something not on the list changes nothing (it is never a new task named "I called mom").
 */

const LEAD = String.raw`^(?:(?:ok(?:ay)?|so|yay|well|yes|yeah|finally)[,\s]+)*`;
const ENGLISH = new RegExp(
  `${LEAD}(?:i\\s+|i've\\s+|ive\\s+)?(?:(?:have|already|just|finally|now|also)\\s+)*(\\p{L}{2,})\\s+(?!to\\s)(\\S.*?)(?:\\s+(?:already|today|yesterday|just now|this morning|earlier))?[.!]*$`,
  'iu',
);
const IRREGULAR: Record<string, string> = {
  bought: 'buy',
  paid: 'pay',
  sent: 'send',
  wrote: 'write',
  took: 'take',
  made: 'make',
  got: 'get',
  fed: 'feed',
  met: 'meet',
  brought: 'bring',
  found: 'find',
  gave: 'give',
  sold: 'sell',
  swept: 'sweep',
  hung: 'hang',
  rang: 'ring',
  drove: 'drive',
  left: 'leave',
  went: 'go',
  saw: 'see',
  spoke: 'speak',
  taught: 'teach',
};
/** Verbs whose past is said of any task ("finished X", "did X"): read by the completion's own frame. */
const GENERIC = /^(?:finish|complete|do)$/;

/** The present tense of an English past form ("called" → call, "tidied" → tidy, "shipped" → ship), when it is a to-do's verb. */
function presentOf(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  const m = w.match(/^(\p{L}{2,}?)(ied|ed|d)$/u);
  if (!m) return null;
  const [, root, ending] = m;
  const stems = ending === 'ied' ? [`${root}y`] : ending === 'd' ? [`${root}e`.replace(/ee$/, 'e')] : [root.replace(/(\p{L})\1$/u, '$1'), root, `${root}e`];
  return stems.find((s) => TASK_VERBS.has(s)) ?? null;
}

const PARTICIPLE_DE: Record<string, string> = {
  gebracht: 'bringen',
  geschrieben: 'schreiben',
  gegossen: 'gießen',
  gegangen: 'gehen',
  getroffen: 'treffen',
  genommen: 'nehmen',
  gefunden: 'finden',
  gestrichen: 'streichen',
  gesprochen: 'sprechen',
  geholfen: 'helfen',
  gebucht: 'buchen',
};
const SEPARABLE = '(?:ab|an|auf|aus|bei|ein|mit|nach|vor|weg|zurück|raus|rein|rüber|hoch|runter|fest|los|um|durch|zusammen|sauber)';
const GERMAN = /^(?:(?:so|ok|okay|ja|endlich)[,\s]+)*(?:ich\s+)?(?:habe|hab)\s+(?:(?:schon|gerade|endlich|heute|gestern|jetzt)\s+)*(\S.*?)\s+(\p{L}+)[.!]*$/iu;
/** Participles that say "done" of any task: read by the completion's own frame. */
const GENERIC_DE = /^(?:erledigt|geschafft|gemacht|abgehakt|fertig)$/i;

/** The infinitive of a German participle ("angerufen" → anrufen, "gekauft" → kaufen, "bezahlt" → bezahlen). */
function infinitiveOf(word: string): string | null {
  const w = word.toLowerCase();
  const sep = w.match(new RegExp(`^(${SEPARABLE}?)(ge\\p{L}{3,})$`, 'u'));
  if (sep && PARTICIPLE_DE[sep[2]]) return sep[1] + PARTICIPLE_DE[sep[2]];
  const strong = w.match(new RegExp(`^(${SEPARABLE}?)ge(\\p{L}{2,})(t|en)$`, 'u'));
  if (strong) return `${strong[1]}${strong[2]}en`;
  const prefixed = w.match(/^((?:be|er|ver|ent|zer|emp)\p{L}{2,})t$/u);
  return prefixed ? `${prefixed[1]}en` : null;
}

/** What the user says they did, as a to-do says it, or null when the message is no such report. */
export function pastReport(text: string): string | null {
  const de = text.match(GERMAN);
  if (de) {
    if (GENERIC_DE.test(de[2])) return null;
    const verb = infinitiveOf(de[2]);
    return verb ? `${de[1]} ${verb}` : null;
  }
  const en = text.match(ENGLISH);
  if (!en) return null;
  const verb = presentOf(en[1]);
  // "wrapped up the report" is the completion's own frame
  if (!verb || GENERIC.test(verb) || (verb === 'wrap' && /^up(?![\p{L}])/iu.test(en[2]))) return null;
  return `${verb} ${en[2]}`;
}
