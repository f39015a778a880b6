import type { MessageClock } from './intents.js';
import { addDays } from '../clock.js';
import { parseCreate, type CreateIntent } from './intents.js';
import { classify, type Lang } from './nlu.js';
import type { IntentName } from './corpus/intentNames.js';
import { englishDates, findBand, findDuration, findPeriod, findPriorityValue, findWindow, type Band, type Period, type PlanWindow } from './words.js';
import { findDate } from './dates.js';
import { findRank, type Rank } from './ranks.js';
import { newNote, notToday, taskAndDate, wordsAndDate, type DatedNote } from './datedNotes.js';
import { parseQuickAdd } from '../../../../../shared/tasks/quickAdd.js';
import { editDistance } from './spelling.js';
import { newTaskLabels, readLabelRequest, trailingLabels } from './labels.js';

/** A message read into an intent and its entities: what the user wants done, to what, with which values. */

export type Entities = {
  /** words naming tasks, one entry per task */
  targets?: string[];
  /** "all", "everything": every open task (of `projectName` when given) */
  all?: boolean;
  projectName?: string;
  newName?: string;
  priority?: number;
  priorityChange?: 'raise' | 'lower';
  band?: Band;
  durationMinutes?: number;
  /** null clears the deadline */
  dueDate?: string | null;
  dueTime?: string;
  /** an RRULE: the task repeats ("X should repeat every monday") */
  recurrence?: string;
  /** moves the deadline by this many days ("postpone X by a week") */
  shiftDays?: number;
  description?: string;
  period?: Period;
  window?: PlanWindow;
  date?: string;
  status?: 'open' | 'done';
  due?: 'today' | 'tomorrow' | 'this week';
  /** the one day a question asks what is due on ("what's due on friday?") */
  dueOn?: string;
  /** the one task of highest or lowest priority ("what's my most important task?") */
  rank?: Rank;
  /** label names: to put on a task, take off it, or list the tasks that have them */
  labels?: string[];
  tasks?: CreateIntent[];
};

export type Understanding = { intent: IntentName | 'None'; lang: Lang; score: number; entities: Entities };
export type UnderstandContext = {
  today: string;
  clock?: MessageClock;
  projects: string[];
  /** words of the user's task and project names, lower case: never corrected as typos */
  names?: { has(word: string): boolean };
  /** whether every word of a phrase is a word of one open task's name */
  isTaskName?: (phrase: string) => boolean;
};

/** Below this score the classifier is guessing: the message is not understood. */
const MIN_SCORE = 0.5;

const POLITE =
  /^(?:(?:please|pls|plz|ok(?:ay)?|hey|so|now|and|also|oops|whoops|oh|ah|hmm|wait|sorry|actually|hoppla|ach|bitte|kannst du|könntest du|can you|could you|would you|will you|i want you to|i'd like you to|go ahead and|just|ignore (?:all )?(?:previous|prior|earlier) instructions(?: and)?)[,\s]+)+/i;
const ARTICLE = /^(?:the|a|an|my|this|that|task|tasks|the task|to-?do|die|der|das|den|dem|meine[nm]?|aufgabe|die aufgabe|den task)\s+/i;

/** Removes the words around the task's name that say what to do with it. */
function stripFrame(text: string, lead: RegExp[], trail: RegExp[] = []): string {
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

const ALL = /^(?:all|everything|every task|each task|alle|alles)(?:\s+(?:of\s+)?(?:my|the|meine)?\s*(?:open\s+)?(?:tasks|aufgaben))?\b/i;
const IN_PROJECT =
  /(?:^|\s)(?:in|from|of|under|for|im|aus|von)\s+(?:the\s+|dem\s+|das\s+)?(?:project\s+|projekt\s+)?["“]?(.+?)["”]?(?:\s+(?:project|projekt))?$/i;

/** Splits "a and b", "a, b" into several names when each part is a name of its own. */
const splitTargets = (s: string) =>
  s
    .split(/\s*(?:,|;|\band\b|\bund\b|&)\s*/i)
    .map((x) => x.replace(ARTICLE, '').trim())
    .filter(Boolean);

const normalized = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The user's project a phrase names (case and punctuation aside), if any. */
export function knownProject(phrase: string, projects: string[]): string | undefined {
  const p = normalized(phrase);
  return projects.find((name) => normalized(name) === p);
}

/** As `knownProject`, and also "the work project", "wrk", "hmoe": one project within a typo of the phrase. */
export function fuzzyProject(phrase: string, projects: string[]): string | undefined {
  const p = normalized(phrase)
    .replace(/^(?:the|my|das|dem|den)\s+/, '')
    .replace(/^(?:project|projekt)\s+|\s+(?:project|projekt|list|liste)$/g, '');
  const exact = projects.find((name) => normalized(name) === p);
  if (exact || p.length < 3) return exact;
  const max = p.length < 7 ? 1 : 2;
  // a typo rarely hits the first letter: "hmoe" is Home, "Rome" is not
  const near = projects.filter((name) => normalized(name)[0] === p[0] && editDistance(p, normalized(name), max) <= max);
  return near.length === 1 ? near[0] : undefined;
}

/** Reads "all in Home", "a and b" or one name. */
function targetsOf(rest: string, ctx: UnderstandContext, e: Entities) {
  const all = rest.match(ALL);
  if (all) {
    e.all = true;
    const after = rest.slice(all[0].length).trim();
    const p = after.match(IN_PROJECT);
    if (p) e.projectName = fuzzyProject(p[1], ctx.projects) ?? p[1];
    return;
  }
  if (!rest) return;
  const parts = splitTargets(rest);
  e.targets = parts.length > 1 ? parts : [rest];
}

const VERBS: Partial<Record<IntentName, RegExp>> = {
  'task.complete': /(?<![\p{L}])(?:complete|finish|mark|check off|tick off|erledige|markiere)(?![\p{L}])/iu,
  'task.reopen': /(?<![\p{L}])(?:reopen|re-open|uncomplete|öffne)(?![\p{L}])/iu,
  'task.delete': /(?<![\p{L}])(?:delete|remove|erase|trash|get rid of|cancel|call off|lösche|entferne|storniere|sag|sage)(?![\p{L}])/iu,
};
/** Words asking to skip the question before a delete ("no need to ask", "ohne Nachfrage"): never obeyed, and no task's name. */
const NO_QUESTION =
  /(?:[,;]?\s*(?:and\s+|und\s+)?(?:(?:there(?:'s| is)\s+)?no need to (?:ask|confirm)|(?:please\s+)?(?:don'?t|do not) (?:ask|confirm)|without (?:asking(?: me)?|(?:a\s+|any\s+)?confirmation|confirming|(?:a\s+|any\s+)?questions?)|no (?:confirmation|questions?)(?: (?:needed|necessary|required|asked))?|skip (?:the )?(?:confirmation|question)|right (?:away|now)|immediately|now|ohne (?:zu )?fragen|ohne (?:nachfrage|bestätigung|rückfrage)|sofort|frag nicht))+[.!]*$/i;
const LEADS: Partial<Record<IntentName, RegExp[]>> = {
  'task.complete': [
    /^(?:mark|set)\s+/i,
    /^(?:complete|finish|close|check off|tick off|done with|(?:i(?:'ve| have)?\s+)?(?:just\s+)?(?:finished|completed|done(?: with)?|wrapped up|did)|i(?:'m| am) (?:done|finished|through) with|erledige|hake|schließe|markiere|ich habe|(?:ich\s+)?(?:bin\s+)?fertig mit)\s+/i,
    /^(?:done|finished|erledigt|fertig)\s*[:\-–]\s*/i,
    /^(?:mach|mache)\s+/i,
  ],
  'task.reopen': [/^(?:reopen|re-open|uncomplete|undo completing|open|set|mark|öffne|setze|mach|mache)\s+/i],
  'task.delete': [/^(?:delete|remove|erase|trash|drop|get rid of|cancel|call off|lösche|entferne|weg mit|storniere|sag|sage)\s+/i],
  'timer.start': [
    /^(?:start|begin|run|kick off|starte|starten|let'?s|i want to|i'?ll)\s+/i,
    /^(?:für|for|on|auf)\s+/i,
    /^(?:a\s+|the\s+|my\s+|den\s+|einen\s+)?(?:timer|pomodoro|focus(?:ing)?(?: session)?|session|work(?:ing)?)\s*(?:on|for|with|für|auf|am|an)?\s*/i,
    /^(?:fokus auf|ich will an|ich will am)\s+/i,
  ],
};
const TRAILS: Partial<Record<IntentName, RegExp[]>> = {
  'task.complete': [
    /\s+(?:as\s+)?(?:done|complete|completed|finished|erledigt|fertig|ab|abschließen)$/i,
    /\s+(?:is|ist)$/i,
    /\s+als$/i,
    /\s+(?:thing|stuff|one|ding|sache)$/i,
  ],
  'task.reopen': [
    /\s+(?:again|wieder|back to open|back to not done|(?:as )?not done|as open|is not done(?: yet)?|auf offen|wieder auf offen|wieder auf|wieder öffnen)$/i,
    /\s+(?:is|ist)\s+(?:doch\s+)?nicht\s+erledigt$/i,
    /\s+(?:isn'?t|is\s+not|ist\s+nicht|ist\s+doch\s+nicht)\s+(?:(?:actually|really|quite|eigentlich)\s+)?(?:done|finished|complete|erledigt|fertig)(?:\s+(?:yet|noch))?$/i,
  ],
  'task.delete': [NO_QUESTION, /\s+(?:from my list|from the list|task|aufgabe)$/i, /\s+(?:ab|absagen|stornieren|löschen|entfernen)$/i],
  'timer.start': [/\s+(?:arbeiten|now|starten|beginnen|an|los)$/i],
};

const THANKS =
  /^(?:(?:great|ok(?:ay)?|cool|perfect|super|awesome|nice|wonderful|brilliant|prima|toll|perfekt|klasse|sehr gut|gut)[,!.\s]+)*(?:many thanks|thanks?|thank you|thank u|thx|ty|cheers|danke(?:\s*schön|\s+sehr|\s+dir|\s+euch)?|dankeschön|vielen dank|merci)(?:\s+(?:a lot|so much|very much|a bunch|again|for (?:the|your) help|für die hilfe|vielmals|nochmal))?[\s!.:)]*$/i;

const SHIFT =
  /(?:move|push|postpone|delay|defer|shift|bump|verschiebe|verschieb|schiebe)\s+(.+?)\s+(?:back\s+|out\s+|nach hinten\s+)?(?:by|um)?\s*(a|an|one|two|three|\d+|eine[nm]?|einen|zwei|drei)\s+(days?|weeks?|tage?n?|wochen?)(?:\s+(?:later|später|back|out|nach hinten))?[.!]?$/i;
/**
 * Openings that say what is wanted whatever the rest of the words are ("add …", "remind me …", "… isn't done,
 * reopen it"): they overrule the classifier, except for the intents they may open too ("add a note to …").
 */
const LEAD_INTENTS: Array<{ re: RegExp; intent: IntentName; unless: RegExp }> = [
  { re: /^(?:add|put|write)\s+(?:a|the)\s+(?:note|description|comment)\s+(?:to|on)\s+\S.*?:\s*\S/i, intent: 'task.description', unless: /^task\.description$/ },
  {
    re: /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|also|and|bitte|can you|could you|would you|kannst du|könntest du)[,\s]+)*(?:add|create|new (?:task|to-?do)|(?:to-?do|task)\s*:|remind me(?!,?\s+(?:what|which|how|where|when|why|of\s+(?:my|what))\b)|put\s.+\s(?:on|to|onto)\s+my\s+(?:\p{L}+\s+)?(?:list|to-?do|tasks)|(?:i (?:need|have|must|gotta)(?: to)?|(?:need|have|got) to|gotta)(?!(?:\s+to)?\s+(?:know|see|find|ask|check|understand)\b)|don'?t (?:let me )?forget to|füge?|füg|neue aufgabe|aufgabe (?:anlegen|hinzufügen|erstellen)|erstelle (?:(?:eine|die|mir eine|bitte eine)\s+)?(?:neue )?aufgabe|leg(?:e)?\s.*\b(?:an|aufgaben?)\b|trag(?:e)?\s.+\sein\b|erinnere mich(?!,?\s+(?:was|welche\p{L}*|wie|wo|woran|an\s+meine\s+aufgaben)(?![\p{L}]))|notiere|ich muss)(?![\p{L}])/iu,
    intent: 'task.create',
    unless: /^(?:task\.create|task\.description|project\.create|undo|confirm\.\w+)$/,
  },
  {
    re: /(?<![\p{L}])(?:reopen|re-open|uncomplete|(?:as\s+)?not\s+(?:(?:actually|really|quite)\s+)?(?:done|finished|complete)|isn'?t\s+(?:(?:actually|really|quite)\s+)?(?:done|finished)|wieder\s+(?:auf|offen|öffnen)|nicht\s+erledigt)(?![\p{L}])/iu,
    intent: 'task.reopen',
    unless: /^(?:task\.reopen|ask\.\w+|help)$/,
  },
  { re: /^(?:done|finished|erledigt|fertig)\s*[:\-–]/i, intent: 'task.complete', unless: /^task\.complete$/ },
  { re: /^(?:mach|mache)\s+\S.*\s+fertig[.!]?$/i, intent: 'task.complete', unless: /^task\.complete$/ },
  {
    re: /^(?:(?:please|pls|plz|bitte|can you|could you|kannst du)[,\s]+)*(?:rename|retitle|benenne|nenne|nenn|change the name of|ändere den namen von)\s+\S.*\s+(?:to|as|in|zu|into)\s+\S/i,
    intent: 'task.rename',
    unless: /^task\.rename$/,
  },
  // "X in Y umbenennen", "X umbenennen in Y", "X soll Y heißen", "Namen von X auf Y ändern"
  {
    re: /^(?:(?:bitte|kannst du|könntest du)[,\s]+)*\S.*\s(?:(?:in|zu)\s+\S.*\s+umbenennen|umbenennen\s+(?:in|zu)\s+\S.*|soll(?:te)?\s+(?:ab jetzt\s+|jetzt\s+|lieber\s+)?\S.*\s+heißen)[.!?]*$|^(?:den\s+)?namen\s+von\s+\S.*\s+(?:auf|in|zu)\s+\S.*\s+ändern[.!?]*$/i,
    intent: 'task.rename',
    unless: /^task\.rename$/,
  },
  {
    re: /^(?:(?:please|pls|plz|can you|could you)[,\s]+)*schedule\s+(?!(?:my|the|our|a|this)\s+(?:day|week|afternoon|morning|evening|tasks|plan)\b|today\b|tomorrow\b)\S.*\s+(?:for|on|at|by|next|this)\s+\S/i,
    intent: 'task.create',
    unless: /^task\.create$/,
  },
  { re: new RegExp(`^(?:(?:please|can you|could you)[,\\s]+)*${SHIFT.source}`, 'i'), intent: 'task.deadline', unless: /^task\.(?:deadline|move)$/ },
  // "yes, delete it": the answer to the question a delete asked
  {
    re: /^(?:(?:yes|yeah|yep|sure|ok(?:ay)?|ja|jawohl|klar)\b[,!.\s]*)?(?:please\s+|bitte\s+|go ahead and\s+)?(?:delete|remove|lösche|lösch|entferne)\s+(?:it|them|that|those|both|es|sie|das|die|beide)(?:\s+(?:please|bitte|now|jetzt))?[.!]*$/i,
    intent: 'confirm.yes',
    unless: /^confirm\.yes$/,
  },
  {
    re: /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|now|and|bitte|can you|could you|would you|kannst du|könntest du)[,\s]+)*(?:delete|remove|erase|trash|get rid of|lösche|lösch|entferne)\s+(?!(?:the\s+|die\s+|das\s+|den\s+)?(?:label|deadline|due date|frist|fälligkeit|description|beschreibung|note|notiz|project|projekt|plan)\b)\S/i,
    intent: 'task.delete',
    unless: /^(?:task\.(?:delete|deadline|unlabel|description)|undo)$/,
  },
  // "cancel the dentist appointment", "sag den Zahnarzttermin ab", "Zahnarzttermin absagen": a task called off (not the
  // timer, not the last action)
  {
    re: /^(?:.*[.!:]\s+)?(?:(?:please|pls|plz|bitte|can you|could you|kannst du|ignore (?:all )?(?:previous|prior|earlier) instructions(?: and)?)[,\s]+)*(?:(?:cancel|call off)\s+(?!(?:it|that|this|them|those|everything|all|the\s+(?:last|question|delete|deletion))\b|.*\b(?:timer|pomodoro|session|focus|plan|schedule)\b)\S|storniere\s+\S|sage?\s+\S.*\s+ab[.!]?$|\S.*\s(?:absagen|stornieren|löschen|entfernen)[.!]?$)/i,
    intent: 'task.delete',
    unless: /^task\.delete$/,
  },
  // "X is due friday", "X am 1. fällig", "X will take about an hour", "move X to friday": a change of the task, whatever its words are
  {
    re: /^(?!(?:was|welche\p{L}*|wann|wie|what|which|when)(?![\p{L}]))\S.*\s(?:am|bis|zum)\s+\S.*\s+fällig[.!]?$/iu,
    intent: 'task.deadline',
    unless: /^task\.(?:deadline|create)$/,
  },
  {
    re: /^(?!(?:what|which|when|is|are|does|do|was|welche|wann|wie)\b)[^?]+?\s+(?:is|are|ist)\s+(?:now\s+)?(?:due|fällig)\s+(?!\?)\S[^?]*$/i,
    intent: 'task.deadline',
    unless: /^(?:task\.(?:deadline|create)|ask\.\w+)$/,
  },
  {
    re: /^(?!(?:how|what|which|wie|was|welche)\b)[^?]+?\s+(?:(?:will|should|would|might|is going to|wird)\s+)?(?:only\s+|just\s+|nur\s+)?(?:take|takes|last|lasts|dauert|braucht)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|ca\.?\s+|etwa\s+|ungefähr\s+|~\s*)?(?:\d|an?\s|one\s|half\s|two\s|three\s|eine|halbe|zwei|drei|anderthalb)[^?]*$/i,
    intent: 'task.duration',
    unless: /^(?:task\.(?:duration|create)|ask\.\w+)$/,
  },
  {
    re: /^(?:(?:please|pls|plz|can you|could you|would you|bitte|kannst du|könntest du)[,\s]+)*(?:move|push|postpone|reschedule|defer|delay|shift|verschiebe|verschieb|schiebe|schieb)\s+(?!(?:my|the|den|meinen)\s+(?:plan|schedule|day|tag)\b)\S.*\s+(?:to|until|till|into|by|auf|nach|um|in|ins)\s+\S/i,
    intent: 'task.move',
    unless: /^task\.(?:move|deadline|priority)$/,
  },
  {
    re: /^\S.*\s+(?:auf|nach|in|ins)\s+\S.*\s+(?:verschieben|schieben|legen)[.!?]*$/i,
    intent: 'task.move',
    unless: /^task\.(?:move|deadline)$/,
  },
  {
    re: /^(?:(?:make|let|set)\s+)?\S.*?\s+(?:(?:should|must|will|soll|sollte)\s+)?(?:repeat|recur|wiederholen|wiederholt sich)\s+\S|^\S.*?\s+soll(?:te)?\s+sich\s+\S.*\s+wiederholen[.!]?$/i,
    intent: 'task.deadline',
    unless: /^task\.deadline$/,
  },
  // thanks alone is never an answer to a question ("no thanks" is, and stays with confirm.no)
  { re: THANKS, intent: 'thanks', unless: /^thanks$/ },
];

const COUNTS: Record<string, number> = { two: 2, three: 3, zwei: 2, drei: 3 };

/** "postpone X by a week", "push X back 2 days": the deadline moves by that many days. */
function readShift(text: string, e: Entities): boolean {
  const shift = text.match(SHIFT);
  if (!shift) return false;
  e.targets = [stripFrame(shift[1], [])];
  const n = /^\d+$/.test(shift[2]) ? Number(shift[2]) : (COUNTS[shift[2].toLowerCase()] ?? 1);
  e.shiftDays = /^(?:weeks?|wochen?)$/i.test(shift[3]) ? n * 7 : n;
  return true;
}

/** "X is due friday", "X by friday", "X bis Freitag": a task's words, then its deadline. */
const DUE_SHAPE = /^(.+?)\s+(?:is due|is now due|ist|due|bis|by)\s+(.+)$/i;
const DELETE_WORD =
  /(?<![\p{L}])(?:delete|remove|erase|trash|bin|get rid of|drop|clear|cancel|call off|scrap|lösche|lösch|löschen|entferne|entfernen|weg mit|streiche|wegwerfen|storniere|stornieren|absagen|sag(?:e)?\s.+\sab[.!]?$)(?![\p{L}])/iu;
const COMPLETE_WORD =
  /(?<![\p{L}])(?:done|finish\p{L}*|complet\p{L}*|mark|check(?:ed)? off|tick(?:ed)? off|did|wrapped up|close|erledig\p{L}*|fertig|hake|abgehakt|geschafft|abschließen|schließe)(?![\p{L}])/iu;
const QUESTION =
  /^(?:what|what's|whats|which|when|how|where|who|why|was|welche[rsnm]?|wann|wie|wo|wer|warum|gibt es|is there|are there|(?:do|does|did|should|shall|is|are|have|has|habe|hab|muss|soll|kann)\s+(?:i|ich)\b)(?![\p{L}'])/iu;

const SPENT = /(?<![\p{L}])(?:spent|spend|went into|gone into|put into|worked|invested|verbracht|gearbeitet|investiert|gesteckt)(?![\p{L}])/iu;
const LEFT = /(?<![\p{L}])(?:left|remaining|remain|to go|still need|übrig|verbleibend|fehlt|noch nötig)(?![\p{L}])/iu;

/** A target that only points back ("reopen it"): the task is named elsewhere in the message. */
const POINTER = /^(?:it|that|this|this one|that one|es|das|sie|ihn)$/i;

/** A date (and time) said in words ("friday", "tomorrow 10am", "morgen"), or null; `only`: the words say nothing else. */
function readDate(words: string, ctx: UnderstandContext, only = false): { dueDate: string; dueTime: string | null } | null {
  const english = englishDates(
    words
      .replace(/[\s?!]+$/, '')
      .replace(/\s+(?:verschieben|schieben|legen)$/i, '')
      // "auf den 10.": the dot of a day of the month may have gone with the sentence's end
      .replace(/(?<![\p{L}])((?:am|zum|den)\s+\d{1,2})$/iu, '$1.')
      // "to 5th": a day of the month said without its article
      .replace(/^(\d{1,2}(?:st|nd|rd|th))$/i, 'the $1'),
  );
  const read = parseQuickAdd({ text: english, ...(ctx.clock ?? { now: new Date(`${ctx.today}T12:00:00Z`), timeZone: 'UTC' }) });
  const date = read.dueDate ?? findDate(english, ctx.today)?.date;
  if (!date) return null;
  if (only && read.name.replace(/(?<![\p{L}])(?:due|by|on|at|for|the|bis|am|um|zum)(?![\p{L}])/giu, '').trim()) return null;
  return { dueDate: notToday(date, english, ctx.today), dueTime: read.dueTime };
}

const TELL_ME =
  /^(?:(?:please|pls|plz|can you|could you)[,\s]+)*(?:remind|tell) me,?\s+((?:what|which|how|when)(?![\p{L}]).*)$|^(?:(?:bitte|kannst du)[,\s]+)*(?:erinnere mich|sag mir),?\s+((?:was|welche\p{L}*|wie|wann)(?![\p{L}]).*)$/iu;

/**
 * The intents the classifier may guess for a message of a few words and a date, which says none of them (a label
 * request is read by its frame, before: a guess of one without it is no more than a guess).
 */
const NOTE_GUESSES =
  /^(?:None|task\.create|task\.deadline|task\.(?:un)?label|plan\.(?:make|show)|ask\.\w+|timer\.(?:pause|resume|stop|reset|complete)|confirm\.no)$/;
const deadlineOf = (n: DatedNote): Entities => ({ targets: [n.name], dueDate: n.dueDate, ...(n.dueTime ? { dueTime: n.dueTime } : {}) });

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|hallo|moin|servus|good (?:morning|afternoon|evening)|guten (?:morgen|tag|abend))(?:\s+there)?\s*[,!.:;–-]+\s*(?=\S)/i;

/** Reads a message; `projects` are the user's project names (to tell "to Home" from a task's words). */
export async function understand(said: string, ctx: UnderstandContext): Promise<Understanding> {
  // texting shorthand in the words that frame a request ("can u add …")
  const message = said
    .replace(/(?<![\p{L}])(can|could|would|will)\s+u(?![\p{L}])/giu, '$1 you')
    // "move X to Home please": a closing please is no part of a name or value
    .replace(/(?<=\S)[\s,]+(?:please|pls|plz|bitte)\s*([.!?]*)\s*$/i, '$1')
    // "meine Home-Aufgaben": a project's tasks said in one word
    .replace(/(?<=\p{L})-(?=(?:aufgaben|tasks|liste|list|stuff|sachen|things)(?![\p{L}]))/giu, ' ')
    // "hallo, morgen Zahnarzt": a greeting before the message is no part of it
    .replace(GREETING, '');
  // "remind me what's due today", "sag mir, was überfällig ist": the question after "remind me" is what is asked
  const asked = message.match(TELL_ME);
  if (asked) {
    const u = await understand(asked[1] ?? asked[2], ctx);
    if (/^ask\./.test(u.intent)) return u;
  }
  const c = await classify(message, (w) => ctx.names?.has(w) ?? false);
  let intent: IntentName | 'None' = c.score >= MIN_SCORE ? c.intent : 'None';
  // the corrected words keep the message's case where nothing was corrected
  const text = restoreCase(message.trim(), c.corrected);
  // "label X as urgent", "remove the label waiting from X", "show my tasks labelled home": the frame says it all
  const byLabel = readLabelRequest(text);
  if (byLabel) {
    const e: Entities = { labels: byLabel.labels };
    if (byLabel.intent === 'ask.list' && 'rest' in byLabel) questionEntities('ask.list', byLabel.rest, ctx, e);
    else if (byLabel.target) e.targets = [stripFrame(byLabel.target, [])];
    return { intent: byLabel.intent, lang: c.lang, score: c.score, entities: e };
  }
  const led = LEAD_INTENTS.find((l) => l.re.test(text));
  // a short answer ("no, keep it") stays one; a request that opens with "add" or "todo:" is a new task
  if (led && (!led.unless.test(intent) || (led.intent === 'task.create' && /^confirm\./.test(intent) && text.split(/\s+/).length >= 4))) intent = led.intent;
  // a delete is only ever asked for in words that say so ("call the bank for me" names a task, and no deleting)
  if (intent === 'task.delete' && !DELETE_WORD.test(text)) intent = 'None';
  // "tidy desk by friday", "water the plants on the first": words of the user's tasks and a date, nothing else, say
  // when it is due; a guess of the classifier yields only to the words of one task's name
  const guessed = !led && NOTE_GUESSES.test(intent);
  const due = intent === 'None' ? taskAndDate(text, ctx) : guessed ? taskAndDate(text, ctx, true) : null;
  if (due) return { intent: 'task.deadline', lang: c.lang, score: c.score, entities: deadlineOf(due) };
  // "dentist tomorrow": a few words and a date, no command in them, are a new task (named as typed)
  const note = () => ({ intent: 'task.create' as const, lang: c.lang, score: c.score, entities: { tasks: createSpecs(`add a task ${message.trim()}`, ctx) } });
  if (guessed && !/^task\.(?:create|deadline)$/.test(intent) && newNote(message, ctx)) return note();
  // "tomorrow", "friday": a day alone asks about its plan
  if (guessed && intent === 'task.create' && wordsAndDate(text, ctx)?.name === '') intent = 'plan.make';
  // a completion said without a word of completing: "buy milk by the first" is its deadline, "bump up X" its priority
  if (intent === 'task.complete' && !COMPLETE_WORD.test(text)) {
    const deadline = taskAndDate(text, ctx);
    if (deadline) return { intent: 'task.deadline', lang: c.lang, score: c.score, entities: deadlineOf(deadline) };
    if (/^(?:bump|raise|lower|increase|decrease)(?![\p{L}])/iu.test(text)) intent = 'task.priority';
  }
  // a question is never a new task ("was muss ich heute erledigen?"): it asks what there is
  if (intent === 'task.create' && led?.intent !== 'task.create' && QUESTION.test(text)) intent = 'ask.list';
  // "low priority: sort old photos", "in two weeks: check tyre pressure": a value, then the new task
  const labelled = message.trim().match(/^([^:]{2,40}):\s*(\S.*)$/);
  if (labelled && intent !== 'task.create' && (priorityPhrase(labelled[1]) !== null || readDate(labelled[1], ctx, true))) {
    return { intent: 'task.create', lang: c.lang, score: c.score, entities: { tasks: createSpecs(`add a task ${labelled[2]}, ${labelled[1]}`, ctx) } };
  }
  // "anything urgent?": a question of priority asks which tasks have it
  if (intent === 'task.priority' && !led && /\?\s*$/.test(text)) intent = 'ask.list';
  // "what's my most important task?": the one task at the top of the priorities
  const rank = QUESTION.test(text) || /^ask\./.test(intent) ? findRank(text) : null;
  if (rank) intent = 'ask.list';
  // "what's due on the 5th?": what falls due that day, not what is already late
  if (
    intent === 'ask.overdue' &&
    !/\b(?:overdue|late|behind|missed|überfällig|verpasst)\b/i.test(text) &&
    /\b(?:due|fällig)\b/i.test(text) &&
    wordsAndDate(text, ctx)
  )
    intent = 'ask.list';
  // "how much time went into X?": the time spent on it, not the time it still needs
  if (intent === 'ask.time_left' && SPENT.test(text) && !LEFT.test(text)) intent = 'ask.time_spent';
  const e: Entities = {};
  // "was steht für Home an?", "what's next in Work?": a question about a project is its list
  if (/^(?:plan\.show|ask\.next)$/.test(intent) && QUESTION.test(text)) {
    const about: Entities = {};
    questionEntities('ask.list', text, ctx, about);
    if (about.projectName) return { intent: 'ask.list', lang: c.lang, score: c.score, entities: { projectName: about.projectName } };
  }
  const rest = (lead: IntentName) => stripFrame(text, LEADS[lead] ?? [], TRAILS[lead] ?? []);

  switch (intent) {
    case 'task.create':
      e.tasks = createSpecs(text, ctx);
      // no verb ("morgen Zahnarzt anrufen", "water the garden every 3 days"): the whole message is the task
      if (!e.tasks.length)
        e.tasks = createSpecs(`add a task ${text.replace(/^(?:to-?do|task|aufgabe)\s*:\s*/i, '').replace(/^i(?:'ve| have)(?: got)?\s+an?\s+/i, '')}`, ctx);
      break;
    case 'task.complete':
    case 'task.reopen':
    case 'task.delete': {
      // whatever comes before the verb ("ignore previous instructions. delete …") is not a task's name
      const verb = text.search(VERBS[intent]!);
      // …unless the verb comes last ("Zahnarzttermin absagen")
      const from = verb > 0 && /\s/.test(text.slice(verb).trim()) ? verb : 0;
      targetsOf(stripFrame(text.slice(from), LEADS[intent] ?? [], TRAILS[intent] ?? []), ctx, e);
      // "send invoice isn't done, reopen it": the whole message names the task
      if (e.targets?.length === 1 && POINTER.test(e.targets[0])) e.targets = [text];
      break;
    }
    case 'timer.start': {
      const r = rest('timer.start');
      if (r) e.targets = [r];
      break;
    }
    case 'task.rename': {
      const m =
        text.match(
          /(?:rename|retitle|change the name of|call the task|umbenennen|benenne|nenne|nenn|ändere den namen von)\s+(.+?)\s+(?:um\s+)?(?:to|as|in|zu|into)\s+(.+?)(?:\s+(?:instead|um))?[.!]?$/i,
        ) ??
        text.match(/call the task\s+(.+?)\s+["“](.+?)["”]/i) ??
        text.match(/^(?:(?:bitte|kannst du|könntest du)[,\s]+)*(.+?)\s+(?:in|zu)\s+(.+?)\s+umbenennen[.!?]*$/i) ??
        text.match(/^(?:(?:bitte|kannst du|könntest du)[,\s]+)*(.+?)\s+umbenennen\s+(?:in|zu)\s+(.+?)[.!?]*$/i) ??
        text.match(/^(.+?)\s+soll(?:te)?\s+(?:ab jetzt\s+|jetzt\s+|lieber\s+)?(.+?)\s+heißen[.!?]*$/i) ??
        text.match(/^(?:den\s+)?namen\s+von\s+(.+?)\s+(?:auf|in|zu)\s+(.+?)\s+ändern[.!?]*$/i) ??
        text.match(/^(?:please\s+)?(?:change|set)\s+(.+?)'s\s+(?:name|title)\s+to\s+(.+?)[.!]?$/i) ??
        text.match(/^(.+?)\s+should\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+(.+?)[.!]?$/i);
      if (m) {
        e.targets = [stripFrame(m[1], [])];
        e.newName = m[2].replace(/^["“']+|["”']+$/g, '').trim();
      }
      break;
    }
    case 'task.move': {
      const m =
        text.match(/(?:change|set|switch)\s+(?:the\s+)?project\s+(?:of|for)\s+(.+?)\s+to\s+((?:the\s+)?(.+?)(?:\s+project)?)[.!]?$/i) ??
        text.match(
          /(?:move|put|transfer|file|push|postpone|reschedule|defer|delay|shift|verschiebe|verschieb|schiebe|schieb)\s+(.+)\s+(?:to|into|under|in|nach|ins|zu|auf|until|till)\s+((?:the\s+|das\s+|den\s+)?(?:project\s+|projekt\s+)?["“]?(.+?)["”]?(?:\s+(?:project|projekt))?)[.!?]*$/i,
        ) ??
        text.match(/^(.+?)\s+(?:auf|nach|in|ins)\s+((?:das\s+|den\s+)?(?:projekt\s+)?(.+?))\s+(?:verschieben|schieben|legen)[.!?]*$/i);
      if (readShift(text, e)) {
        intent = 'task.deadline';
        break;
      }
      if (m) {
        e.targets = [stripFrame(m[1].replace(/\s+(?:over|across)$/i, ''), [])];
        const project = fuzzyProject(m[3], ctx.projects);
        // "to the 5th", "auf den 5.": the words after "to" are read whole, article and all, as a date
        const when = project ? null : readDate(m[2], ctx, true);
        if (when) {
          intent = 'task.deadline';
          e.dueDate = when.dueDate;
          if (when.dueTime) e.dueTime = when.dueTime;
        } else e.projectName = project ?? m[3].trim();
      }
      break;
    }
    case 'task.priority': {
      // a value said wins over the verb: "bump X to high priority" sets it
      const p = findPriorityValue(englishDates(text));
      if (p !== null) e.priority = p;
      else if (/\b(?:raise|increase|bump|erhöhe)\b/i.test(text)) e.priorityChange = 'raise';
      else if (/\b(?:lower|decrease|reduce|senke)\b/i.test(text)) e.priorityChange = 'lower';
      const m =
        text.match(/(?:priority|priorität)\s+(?:of|for|on|von|vom|der|des)\s+(.+?)(?:\s+(?:to|auf|at)\s+.+)?[.!]?$/i) ??
        text.match(
          /^(?:please\s+)?(?:make|mach|set|setze|setz|prioriti[sz]e|give)\s+(.+?)\s+(?:a\s+)?(?:(?:to\s+)?(?:priority|prio)\b|high|urgent|low|medium|normal|wichtig|dringend|unwichtig|hohe|hoch|niedrig|auf)/i,
        ) ??
        text.match(/^(.+?)\s+(?:is|ist|hat)\s+(?:now\s+)?(?:urgent|important|high|low|medium|wichtig|dringend|unwichtig|hohe|niedrige)/i) ??
        text.match(
          /^(?:please\s+)?(?:bump|raise|lower|change|switch|move|put|drop|increase|decrease|reduce)\s+(.+?)\s+(?:up\s+|down\s+)?(?:to|auf)\s+(?:a\s+)?(?:(?:very\s+)?(?:high|low|medium|normal|urgent|top|highest|lowest)|priority|prio|p?(?:10|[1-9]))\b/i,
        ) ??
        text.match(/^(.+?)\s+(?:priority|prio|priorität)\s*(?:to\s+|auf\s+|:\s*)?(?:10|[1-9]|high|low|medium|urgent|hoch|niedrig|mittel)[.!]?$/i) ??
        text.match(
          /^(?:please\s+)?(?:bump|raise|lower|increase|decrease|reduce|drop)\s+(?:up\s+|down\s+)?(?:the\s+priority\s+of\s+)?(.+?)(?:\s+(?:up|down))?[.!]?$/i,
        );
      if (m) e.targets = [stripFrame(m[1], [])];
      break;
    }
    case 'task.duration': {
      const d = findDuration(text);
      if (d) e.durationMinutes = d.minutes;
      const m =
        text.match(/(?:duration|estimate|length|dauer)\s+(?:of|for|von|vom|der|des)\s+(.+?)(?:\s*:\s*|\s+(?:to|at|auf)\s+)/i) ??
        text.match(/(?:estimate|schätze)\s+(.+?)\s+(?:at|auf)\s+/i) ??
        text.match(/^(?:please\s+)?(?:make|mach)\s+(.+?)\s+\d/i) ??
        text.match(/^(?:please\s+)?(?:change|set|update|make|setze|setz|ändere)\s+(.+?)(?:'s)?\s+(?:duration|estimate|length|dauer)\s+(?:to|auf|:)\s*/i) ??
        text.match(/^(.+?)\s+(?:soll(?:te)?|wird)\s+(?:nur\s+)?\S.*\s+(?:dauern|brauchen)[.!]?$/i) ??
        text.match(/^(?:please\s+)?(?:set|make|change|update)\s+(.+?)\s+to\s+(?:take|last)\s+/i) ??
        text.match(/^(.+?)\s+(?:(?:will|should|would|only|just|now|nur)\s+)*(?:take|takes|last|lasts|dauert|braucht)\s+/i);
      if (m) e.targets = [stripFrame(m[1], [])];
      break;
    }
    case 'task.deadline': {
      if (readShift(text, e)) break;
      const repeat =
        text.match(/^(?:(?:make|let|set)\s+)?(.+?)\s+(?:(?:should|must|will|soll|sollte)\s+)?(?:repeat|recur|wiederholen|wiederholt sich)\s+(.+?)[.!]?$/i) ??
        text.match(/^(.+?)\s+soll(?:te)?\s+sich\s+(.+?)\s+wiederholen[.!]?$/i);
      const rule = repeat
        ? parseQuickAdd({ text: englishDates(repeat[2]), ...(ctx.clock ?? { now: new Date(`${ctx.today}T12:00:00Z`), timeZone: 'UTC' }) })
        : null;
      if (repeat && rule?.recurrence) {
        e.targets = [stripFrame(repeat[1], [])];
        e.recurrence = rule.recurrence;
        break;
      }
      const m =
        text.match(/(?:deadline|due date|frist|fälligkeit)\s+(?:of|for|on|von|vom|der|des)\s+(.+?)\s+(?:to|auf|for|on)\s+(.+)$/i) ??
        text.match(/(?:postpone|reschedule|push|move|defer|verschiebe)\s+(.+?)\s+(?:to|until|till|auf|nach)\s+(.+)$/i) ??
        text.match(/^(.+?)\s+(?:auf|nach|bis)\s+(.+?)\s+(?:verschieben|schieben|legen)[.!?]*$/i) ??
        text.match(/^(.+?)\s+(?:ist\s+)?((?:am|bis|zum|bis zum)\s+.+?)\s+fällig[.!]?$/i) ??
        text.match(DUE_SHAPE);
      const clear = text.match(
        /(?:remove|clear|delete|drop|lösche|entferne)\s+the\s+(?:deadline|due date)\s+(?:of|for|from)\s+(.+)$|(?:remove|clear|lösche|entferne)\s+(?:die\s+)?(?:frist|fälligkeit)\s+(?:von|vom|der)\s+(.+)$/i,
      );
      if (clear) {
        e.targets = [stripFrame(clear[1] ?? clear[2], [])];
        e.dueDate = null;
      } else if (m) {
        e.targets = [stripFrame(m[1], [/^(?:set|make|mark|mach|setze|setz)\s+/i])];
        const when = readDate(m[2], ctx);
        if (when) {
          e.dueDate = when.dueDate;
          if (when.dueTime) e.dueTime = when.dueTime;
        }
      }
      break;
    }
    case 'task.description': {
      const m =
        text.match(/(?:description|beschreibung)\s+(?:of|for|von|vom|der|des)\s+(.+?)\s+(?:to|auf)\s+(.+)$/i) ??
        text.match(/add (?:a|the) (?:note|description|comment) to\s+(.+?)\s*:\s*(.+)$/i) ??
        text.match(/describe\s+(.+?)\s+as\s+(.+)$/i);
      const flipped = text.match(/add the note\s+(.+)\s+to\s+(.+)$/i) ?? text.match(/füge (?:dem|der)\s+(.+?)\s+die notiz hinzu:?\s+(.+)$/i);
      if (m) {
        e.targets = [stripFrame(m[1], [])];
        e.description = m[2].trim();
      } else if (flipped) {
        const isGerman = /^füge/i.test(flipped[0]);
        e.targets = [stripFrame(isGerman ? flipped[1] : flipped[2], [])];
        e.description = (isGerman ? flipped[2] : flipped[1]).trim();
      }
      break;
    }
    case 'project.create': {
      const m = text.match(
        /(?:project|projekt)\s+(?:called|named|namens|for(?: the)?|für)?\s*["“]?(.+?)["”]?(?:\s+(?:an|anlegen|erstellen|hinzufügen|machen|bitte))*[.!]?$/i,
      );
      if (m) e.projectName = m[1].replace(/[.!?]+$/, '').trim();
      break;
    }
    case 'plan.make':
    case 'plan.show': {
      const w = findWindow(text);
      if (w && intent === 'plan.make') e.window = w;
      const d = findDate(englishDates(text), ctx.today);
      e.date = d?.date ?? ctx.today;
      break;
    }
    case 'ask.count':
    case 'ask.list':
    case 'ask.overdue':
    case 'ask.finished':
    case 'ask.summary':
    case 'ask.time_spent':
    case 'ask.time_left':
    case 'ask.neglected':
      questionEntities(intent, text, ctx, e);
      break;
    default:
      break;
  }
  // a deadline of no task named ("vet next friday"): a new task with that deadline
  if (intent === 'task.deadline' && guessed && !e.targets && newNote(message, ctx)) return note();
  if (rank) {
    e.rank = rank;
    delete e.band;
  }
  return { intent, lang: c.lang, score: c.score, entities: e };
}

function questionEntities(intent: IntentName, text: string, ctx: UnderstandContext, e: Entities) {
  const lower = text.toLowerCase();
  const inProject = lower.match(
    /(?:in|for|on|im|from|of|at|für|aus)\s+(?:the\s+|my\s+|dem\s+|das\s+)?(?:project\s+|projekt\s+)?["“]?([\p{L}\p{N}][\p{L}\p{N} '-]*?)["”]?(?:\s+(?:project|projekt))?(?=$|[?.!,]|\s+(?:this|today|yesterday|last|diese|heute|gestern|tasks?|aufgaben)\b)/iu,
  );
  if (inProject) {
    const p = fuzzyProject(inProject[1], ctx.projects);
    if (p) e.projectName = p;
  }
  if (!e.projectName) {
    for (const p of [...ctx.projects].sort((a, b) => b.length - a.length)) {
      const name = normalized(p).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // "in Work", "project Home", "my work tasks", "home stuff", "show me home"
      if (
        new RegExp(
          `(?:^|[^\\p{L}])(?:(?:in|for|on|at|im|für|projekt|project)\\s+(?:the\\s+)?${name}|(?:(?:my|the|meine|die)\\s+|^)${name}\\s+(?:tasks?|aufgaben|to-?dos|items|stuff|things|sachen|list|liste)|^(?:show|list|zeig|zeige)\\s+(?:me\\s+|mir\\s+)?(?:my\\s+|meine\\s+|the\\s+)?${name}(?:\\s+(?:project|projekt))?[?.!]*$)(?:$|[^\\p{L}])`,
          'iu',
        ).test(lower)
      ) {
        e.projectName = p;
        break;
      }
    }
  }
  const band = findBand(lower);
  if (band && /priorit|prio|wichtig|urgent|dringend/.test(lower)) e.band = band;
  const period = findPeriod(lower, ctx.today);
  if (period) e.period = period;
  if (intent === 'ask.count') e.status = /\b(?:done|finish|finished|complete|completed|erledigt|geschafft|abgeschlossen)\b/.test(lower) ? 'done' : 'open';
  if (intent === 'ask.list' && /\b(?:due|fällig)\b/.test(lower)) {
    if (/\b(?:tomorrow|morgen)\b/.test(lower)) e.due = 'tomorrow';
    else if (/\b(?:week|woche)\b/.test(lower)) e.due = 'this week';
    else {
      const day = findDate(englishDates(lower), ctx.today)?.date ?? wordsAndDate(text, ctx)?.dueDate;
      if (day && day > addDays(ctx.today, 1)) e.dueOn = day;
      else e.due = day === addDays(ctx.today, 1) ? 'tomorrow' : 'today';
    }
    delete e.period;
  }
  if (intent === 'ask.time_spent' || intent === 'ask.time_left') {
    const on = text.match(
      /(?<![\p{L}])(?:on|for|with|into|mit|für|an)\s+(?:the\s+task\s+|the\s+|dem\s+|den\s+|die\s+|das\s+)?(.+?)(?:\s+(?:this|today|yesterday|last|diese|heute|gestern|verbracht|gearbeitet|investiert|gesteckt|so far)(?![\p{L}]).*)?[?.!]*$/iu,
    );
    if (on && !e.projectName) {
      const name = on[1].trim();
      const p = knownProject(name.replace(/\s+(?:project|projekt)$/i, '').replace(/^(?:project|projekt)\s+/i, ''), ctx.projects);
      if (p) e.projectName = p;
      else if (!/^(?:my\s+)?(?:tasks?|aufgaben|work|arbeit)$/i.test(name) && !findPeriod(name, ctx.today)) e.targets = [name];
    }
  }
}

/** How many leading words may take the corrector's spelling: the verb is there, names come after it. */
const HEAD_WORDS = 3;

/** The message as written, with corrected spellings of its first words (where the verb is) and of frame words anywhere. */
function restoreCase(original: string, corrected: string): string {
  const a = original.split(/(\s+)/);
  const b = corrected.split(/(\s+)/);
  if (a.length !== b.length) return original;
  return a.map((w, i) => (w.toLowerCase() === b[i] || (i / 2 >= HEAD_WORDS && !FRAME_WORDS.test(b[i])) ? w : b[i])).join('');
}
const FRAME_WORDS =
  /^(?:timer|pomodoro|priority|deadline|duration|description|estimate|overdue|done|complete|completed|finished|project|erledigt|priorität|projekt|frist|dauer)[.,!?]?$/;

/** One or several new tasks: "add tasks buy milk and call the plumber", "add two tasks: a, b", "add 'a' and 'b' tomorrow". */
function createSpecs(text: string, ctx: UnderstandContext): CreateIntent[] {
  const german = englishDates(text);
  const several = german.match(/^(.*?\b(?:tasks|to-?dos|items|aufgaben)\b(?:\s+(?:to my list|hinzu|an))?\s*:?\s*)(.+)$/i);
  const lead = /^(?:(?:please|pls|plz|bitte|hey|ok|(?:can|could|would) you)[,\s]+)*(?:add|create|make|new|füge?|füg|erstelle|lege?)\b/i.test(german);
  if (several && lead && /,|;|\band\b|\bund\b/i.test(several[2])) {
    const parts = several[2]
      .replace(/\s+(?:hinzu|an)$/i, '')
      .split(/\s*(?:,|;|\band\b|\bund\b)\s*/i)
      .filter(Boolean);
    const specs = parts.map((p) => createOne(`add a task ${p}`, ctx)).filter((s): s is CreateIntent => !!s?.name);
    // "add tasks a, b and c to Home": the project named after the last one is every task's
    const shared = specs.at(-1)?.projectName;
    if (shared) for (const spec of specs) spec.projectName ??= shared;
    if (specs.length > 1) return specs;
  }
  // several quoted names: each is a task, and what follows the last one is said of all
  const quoted = [...german.matchAll(/["“']([^"”']+)["”'](?=[\s,.!?]|$)/g)];
  if (quoted.length > 1 && lead) {
    const last = quoted.at(-1)!;
    const tail = german.slice(last.index + last[0].length);
    const shared = createOne(`add a task "x"${tail}`, ctx);
    if (shared) return quoted.map((q) => ({ ...shared, name: q[1].trim() }));
  }
  const one =
    createOne(germanCreate(german), ctx) ??
    // "add a 45 min task …": what is said before "task" is said of it
    createOne(
      german.replace(/^(.*?)\b(?:tasks?|to-?dos?|items?|aufgaben?)\b\s*:?\s*(.*)$/i, (_, pre: string, rest: string) => {
        const said = pre.replace(/^\W*(?:\p{L}+\s+)?(?:a|an|one|new|eine?n?|neue)?\s*/iu, '').trim();
        return `add a task ${rest}${said ? `, ${said}` : ''}`;
      }),
      ctx,
    ) ??
    createOne(german.replace(CREATE_VERB, 'add a task '), ctx);
  if (!one) return [];
  // "add buy eggs, buy flour and buy sugar": a list of names of several words each is several tasks
  if (!/["“”]/.test(german) && /[,;]/.test(one.name)) {
    const parts = one.name.split(/\s*(?:,|;|\band\b|\bund\b)\s*/i).filter(Boolean);
    if (parts.length > 1 && parts.every((p) => p.split(/\s+/).length > 1)) return parts.map((p) => ({ ...one, name: tidy(p) }));
  }
  return [one];
}

/** The verb that opens a request for a new task, when it is not followed by "task". */
const CREATE_VERB =
  /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|also|bitte|(?:can|could|would) you)[,\s]+)*(?:add|create|put|(?:i\s+)?(?:need|have|must|gotta|got) to|gotta|don'?t (?:let me )?forget to|ich muss(?:\s+(?:noch|unbedingt|mal))?)\s+/i;

/** "füge die Aufgabe X hinzu", "neue Aufgabe X", "erinnere mich X", "trag X ein" in the English frame the grammar reads. */
function germanCreate(text: string): string {
  return text
    .replace(
      /^(?:bitte\s+)?(?:füge?|füg|erstelle|lege?|leg)\s+(?:bitte\s+|mir\s+)*(?:eine?\s+|die\s+)?(?:neue\s+)?aufgabe\s*:?\s*(?:an\s*:?\s*)?/i,
      'add a task ',
    )
    .replace(/^(?:bitte\s+)?neue\s+aufgabe\s*:?\s*/i, 'add a task ')
    .replace(/^(?:bitte\s+)?aufgabe\s+(?:hinzufügen|anlegen|erstellen)\s*:?\s*/i, 'add a task ')
    .replace(/^(?:bitte\s+)?erinnere mich\s+((?:\S+\s+){0,3}?)an\s+(?:den|die|das|dem)\s+/i, 'remind me to $1')
    .replace(/^(?:bitte\s+)?erinnere mich(?:\s+daran)?,?\s*/i, 'remind me to ')
    .replace(/^(?:bitte\s+)?(?:füge?|füg|trage?|schreibe?)\s+(?:bitte\s+|mir\s+)*/i, 'add a task ')
    .replace(/^(?:bitte\s+)?ich muss\s+(?:(?:noch|unbedingt|mal)\s+)*/i, 'add a task ')
    .replace(/\s+(?:hinzu|an|ein)(?=\s*(?:[,.!]|$))/i, '');
}

/** A priority said in words in a part of its own (", urgent", ", niedrige Prio", ", not urgent"), as a number. */
function priorityPhrase(part: string): number | null {
  const p = part.trim().toLowerCase();
  const num = p.match(/^(?:with\s+|mit\s+)?(?:prio(?:rity|rität)?)\s*:?\s*(10|[1-9])$/);
  if (num) return Number(num[1]);
  if (/^(?:not|nicht|kein(?:e)?)\s+(?:(?:very|so|sehr|besonders)\s+)?(?:urgent|important|dringend|wichtig)$/.test(p)) return 3;
  const word = p.match(
    /^(?:(?:with|mit)\s+(?:a\s+)?)?(?:(?:very|really|super|sehr)\s+)?(highest|top|urgent|dringend|asap|high|important|wichtig|hohe?r?|medium|normal|mittel|mittlere?r?|low|lowest|niedrige?r?|unwichtig)(?:\s+(?:prio|priority|priorität))?$|^(?:prio|priority|priorität)\s*:?\s*(high|hoch|medium|mittel|normal|low|niedrig|urgent|dringend|top)$/,
  );
  if (!word) return null;
  const w = word[1] ?? word[2];
  if (/^(?:highest|top|urgent|dringend|asap)$/.test(w)) return 9;
  if (/^(?:high|important|wichtig|hoh|hoch)/.test(w)) return 8;
  if (w === 'lowest') return 1;
  if (/^(?:low|niedrig|unwichtig)/.test(w)) return 3;
  return 5;
}

const PROJECT_PART =
  /^(?:(?:in|to|for|into|under|im|ins|für|zu|nach)\s+)?(?:the\s+|my\s+|das\s+|dem\s+)?(?:(?:project|projekt)\s+)?(.+?)(?:\s+(?:project|projekt))?$/i;
const DURATION_PART = /^(?:(?:takes|taking|lasts|dauert|for|about|around|approx\.?|ca\.?|etwa|~)\s+)*(\d+(?:[.,]\d+)?\s*\p{L}+)(?:\s+long)?$/iu;

/** The parts after the name, one value each (", urgent", ", 90 Minuten", ", Projekt Work", ", due friday"): read and taken out of the name. */
function readParts(spec: CreateIntent, ctx: UnderstandContext) {
  const parts = spec.name.split(/\s*[,;]\s*/);
  if (parts.length < 2) return;
  const kept = [parts[0]];
  for (const part of parts.slice(1)) {
    const priority = priorityPhrase(part);
    const duration = part.match(DURATION_PART);
    const minutes = duration ? findDuration(duration[1]) : null;
    const project = part.match(PROJECT_PART);
    const said = /^(?:in|to|for|into|under|im|ins|für|zu|nach|the|project|projekt)\s|\s(?:project|projekt)$/i.test(part);
    const named = project ? (said ? fuzzyProject(project[1], ctx.projects) : knownProject(project[1], ctx.projects)) : undefined;
    const labels = newTaskLabels(part);
    if (labels?.length) spec.labels = [...(spec.labels ?? []), ...labels];
    else if (priority !== null && spec.priority === undefined) spec.priority = priority;
    else if (minutes && duration && minutes.text.length === duration[1].length && !spec.durationMinutes) spec.durationMinutes = minutes.minutes;
    else if (named && !spec.projectName) spec.projectName = named;
    else {
      const read = parseQuickAdd({ text: part, ...(ctx.clock ?? { now: new Date(`${ctx.today}T12:00:00Z`), timeZone: 'UTC' }) });
      if (!read.name.replace(/^(?:due|by|on|at|bis|am|um)$/i, '').trim() && (read.dueDate || read.dueTime) && !spec.dueDate) {
        if (read.dueDate) spec.dueDate = read.dueDate;
        if (read.dueTime) spec.dueTime = read.dueTime;
      } else kept.push(part);
    }
  }
  spec.name = kept.join(', ');
}

const QUOTED_NAME = /["“][^"”]*["”]|(?<=^|\s)'(?:[^']|'(?=\p{L}))+'(?=[\s,.!?]|$)/u;

function createOne(said: string, ctx: UnderstandContext): CreateIntent | null {
  // "… with label errands": the labels are said after everything else
  const labelled = trailingLabels(said);
  const text = labelled ? labelled.rest : said;
  const spec = parseCreate(text, ctx.today, ctx.clock);
  if (!spec) return null;
  if (labelled) spec.labels = [...(spec.labels ?? []), ...labelled.labels];
  const quoted = QUOTED_NAME.test(text);
  if (!quoted) readParts(spec, ctx);
  else {
    // the words outside the quoted name: a priority said in words
    for (const part of text
      .replace(QUOTED_NAME, ' ')
      .split(/\s*[,;]\s*/)
      .slice(1)) {
      const priority = priorityPhrase(part);
      if (priority !== null && spec.priority === undefined) spec.priority = priority;
    }
  }
  if (!spec.durationMinutes) {
    const d = findDuration(text);
    if (d && spec.name.toLowerCase().includes(d.text.toLowerCase())) {
      spec.durationMinutes = d.minutes;
      spec.name = tidy(spec.name.replace(new RegExp(`[,;]?\\s*${d.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'), ''));
    }
  }
  if (!spec.projectName) {
    // "… to Home", "… in Work": a project of the user's named at the end of the task's words (or after a quoted name)
    const words = quoted
      ? text
          .replace(QUOTED_NAME, ' ')
          .replace(/[,;.!]+/g, ' ')
          .trim()
      : spec.name;
    for (const m of words.matchAll(/\s(?:to|in|into|under|for|zu|im|ins|für|nach)\s+(?:the\s+|my\s+|project\s+|projekt\s+)*/gi)) {
      const tail = words.slice(m.index + m[0].length).replace(/\s+(?:project|projekt|list)$/i, '');
      const project =
        knownProject(tail, ctx.projects) ??
        (/^\p{L}+$/u.test(tail) ? fuzzyProject(tail, ctx.projects) : undefined) ??
        (quoted ? knownProject(tail.split(/\s+/)[0], ctx.projects) : undefined);
      if (project) {
        spec.projectName = project;
        if (!quoted) spec.name = tidy(words.slice(0, m.index));
        break;
      }
    }
  }
  if (spec.projectName) spec.projectName = fuzzyProject(spec.projectName, ctx.projects) ?? spec.projectName;
  // "Zahnarzt ist morgen": the verb before the date is no part of the name
  if (!quoted && spec.dueDate) spec.name = spec.name.replace(/\s+(?:is|are|ist|sind)$/i, '');
  if (!quoted) spec.name = tidy(spec.name);
  return spec;
}

const tidy = (s: string) => {
  const t = s.replace(/[\s,.;:\-–]+$/g, '').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
};
