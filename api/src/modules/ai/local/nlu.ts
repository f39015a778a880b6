import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangDe } from '@nlpjs/lang-de';
import { de } from './corpus/de.js';
import { en } from './corpus/en.js';
import { INTENTS, type Corpus, type IntentName } from './corpus/intentNames.js';
import { correctWords, vocabularyOf } from './spelling.js';

/** Intent classification with nlp.js, trained once per process on the first message. */

export type Lang = 'en' | 'de';
export type Classified = { intent: IntentName | 'None'; score: number; lang: Lang; corrected: string };

type Model = { process(lang: string, text: string): Promise<{ intent: string; score: number }> };
const CORPORA: Record<Lang, Corpus> = { en, de };
const VOCABULARY: Record<Lang, Set<string>> = { en: vocabularyOf(en), de: vocabularyOf(de) };

let model: Promise<Model> | null = null;

async function train(): Promise<Model> {
  const container = await containerBootstrap();
  // nlp.js's own defaults for every language, with its training log off (it prints each epoch)
  container.registerConfiguration(
    'nlu-??',
    { keepStopwords: true, nonefeatureValue: 1, nonedeltaMultiplier: 1.2, spellCheck: false, spellCheckDistance: 1, filterZeros: true, log: false },
    true,
  );
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangDe);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  nlp.addLanguage('en');
  nlp.addLanguage('de');
  for (const lang of ['en', 'de'] as const) {
    for (const intent of INTENTS) for (const phrase of CORPORA[lang][intent]) nlp.addDocument(lang, phrase, intent);
  }
  await nlp.train();
  return nlp;
}

/** The trained model, shared by every message of the process. */
export function trainedModel(): Promise<Model> {
  model ??= train().catch((err) => {
    model = null;
    throw err;
  });
  return model;
}

const GERMAN =
  /(?:^|[^\p{L}])(?:ich|mein|meine|meinen|meines|aufgabe|aufgaben|erledige|erledigt|lösche|zeige?|zeig|wie viele|welche|heute|morgen|woche|bitte|und|ist|nicht|habe|was|für|den|dem|der|die|das|mit|auf|plane|starte|stoppe|pausiere|setze|hinzu|projekt|priorität|dauer|frist|rückgängig|hallo|hilfe|ja|nein|ersetzen|zusammenführen|wieder|noch|übrig|verschiebe|benenne|fällig|überfällig|nachmittag|vormittag|benenne|um|dauert|stunden?|minuten|beschreibung|erstelle|füge|neue|neuer|aufgabe|markiere|öffne|schiebe|schieb|verschieb|notiz|zeit|als|stoppen|pausieren|anhalten|fortsetzen|zurücksetzen|beende|beenden|halte|mach|wichtig|entferne|ändere|erhöhe|senke|fasse|zusammen|vernachlässige|geschafft|gearbeitet|verbracht|namens|neues|lege|schiebe|neu|hake|ab|von|vom|nach|bis|trag|trage|leg|füg|anlegen|ein|nächsten|nächste|soll|machen|hab|alles|bitte|investiert|erinnere|daran|uhr|prio|dringend|niedrige|hohe|danke|dir|vielen|dank|schön|gern|jeden|jede|alle|übermorgen|anlegen|verschieben|erledigen|weiter|weitermachen|dauern|nenne|nenn|kannst|du|mir|steht|umbenennen|heißen|storniere|sag|wichtigste|gibt|es|zu|tun|absagen|stornieren|löschen|alles|liegt|sachen)(?=$|[^\p{L}])/giu;
const ENGLISH = /(?:^|[^\p{L}])(?:the|my|is|what|how|add|task|tasks|to|and|please|show|with|on|of|in)(?=$|[^\p{L}])/giu;

/** German when its common words outnumber English ones. */
export function guessLanguage(text: string): Lang {
  const g = text.match(GERMAN)?.length ?? 0;
  const e = text.match(ENGLISH)?.length ?? 0;
  return g > e || (/[äöüß]/i.test(text) && g >= e) ? 'de' : 'en';
}

/** The message's intent; typos in known words ("compelte") are corrected before it is classified. */
export async function classify(text: string, known: (word: string) => boolean = () => false): Promise<Classified> {
  const nlp = await trainedModel();
  const lang = guessLanguage(text);
  // a word of the other language is no typo ("neuer Task: …" is not "never task")
  const other = VOCABULARY[lang === 'en' ? 'de' : 'en'];
  const corrected = correctWords(text.toLowerCase(), VOCABULARY[lang], (w) => known(w) || other.has(w));
  const result = await nlp.process(lang, corrected);
  const intent = (INTENTS as readonly string[]).includes(result.intent) ? (result.intent as IntentName) : 'None';
  return { intent, score: result.score, lang, corrected };
}
