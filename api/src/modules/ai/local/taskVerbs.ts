/**
 * The verbs to-dos open with ("buy flowers", "wrap the gift"): a name of two such phrases joined by "and" is two
 * tasks, while "research and write the report" or "buy salt and pepper" stays one.
 */
export const TASK_VERBS = new Set(
  (
    'answer apply arrange ask back bake balance book bring brush buy call cancel change charge check clean clear ' +
    'collect confirm contact cook copy cut deliver deposit do download drive drop email empty fax feed file fill find ' +
    'finish fix fold follow get give go hang have hire install invite iron learn leave lock look mail make meet message ' +
    'mop move mow note order organize organise pack paint pay phone pick plan plant post prepare print put read ' +
    'rebook recycle register remind renew repair replace reply reschedule reserve return review ring schedule ' +
    'scan sell send set ship shop sign sort start study submit sweep take talk test text tidy top train ' +
    'transfer update upload vacuum visit walk wash watch water wipe wrap write'
  ).split(' '),
);

/** Words after a verb that finish a phrase without naming anything ("pick up", "drop off"). */
const PARTICLE = /^(?:up|off|out|in|down|back|over|away|on)$/i;

/** German to-dos end with their verb ("Brot kaufen", "Müll rausbringen"); English words of "the garden" say it is no such verb. */
const GERMAN_INFINITIVE = /^\p{Ll}\p{L}*(?:en|ern|eln)$/u;
const ENGLISH_WORD = /^(?:the|a|an|my|your|our|his|her|their|of|for|to|with|at|on|from)$/i;

/** Whether a phrase is a whole to-do of its own: an English verb and what it acts on, or a German object and its infinitive. */
export function isTaskPhrase(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  if (words.length < 2) return false;
  if (TASK_VERBS.has(words[0].toLowerCase())) return !(words.length === 2 && PARTICLE.test(words[1]));
  return GERMAN_INFINITIVE.test(words.at(-1)!) && !words.some((w) => ENGLISH_WORD.test(w));
}

/** A name of several to-dos joined by "and", "und" or commas ("buy flowers and wrap the gift"), or null when it is one. */
export function splitTaskPhrases(name: string): string[] | null {
  const parts = name
    .split(/\s*(?:,|;|\band\b|\bund\b|&)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every(isTaskPhrase) ? parts : null;
}
