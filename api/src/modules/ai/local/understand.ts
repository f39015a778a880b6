import { classify } from './nlu.js';
import type { IntentName } from './corpus/intentNames.js';
import { englishDates, findWindow, pMark } from './words.js';
import { findDate } from './dates.js';
import { findRank } from './ranks.js';
import { addDays } from '../clock.js';
import { newNote, taskAndDate, wordsAndDate, type DatedNote } from './datedNotes.js';
import { readDate } from './saidDate.js';
import { readPut } from './putRequest.js';
import { GERMAN_DONE_LEAD, GERMAN_DONE_TRAIL, doneInPast } from './donePast.js';
import { readLabelRequest } from './labels.js';
import { pastReport } from './pastReport.js';
import { readBulkMove, readBulkProjectMove } from './bulkMove.js';
import { readBulkComplete, scopeOf } from './bulkComplete.js';
import { plainInfinitive } from './germanInfinitive.js';
import type { Entities, UnderstandContext, Understanding } from './entities.js';
import { ARTICLE, POINTER, stripFrame, type LeadIntent } from './frame.js';
import { fuzzyProject } from './projectNames.js';
import { RENAME_LEADS, readRename } from './renameRequest.js';
import { DELETE_LEADS, DELETE_WORD, NO_QUESTION } from './deleteRequest.js';
import { MOVE_LEADS, readMove } from './moveRequest.js';
import { CLEAR_LEAD, DUE_LEADS, REPEAT_LEAD, SHIFT_LEAD, readDeadline, statesDeadline } from './deadlineRequest.js';
import { DURATION_LEAD, SET_DURATION_LEAD, readDuration } from './durationRequest.js';
import { FOCUS_LEAD, STOP_LEAD } from './timerRequest.js';
import { readPriority } from './priorityRequest.js';
import { readDescription } from './descriptionRequest.js';
import { createSpecs, priorityPhrase } from './newTasks.js';
import { correctionsOf, namedAsTyped } from './typedNames.js';
import { dueDayOf, questionEntities } from './questionEntities.js';
import { focusWindow } from './focusQuestion.js';
import { readAssign } from './assignRequest.js';

export type { Entities, UnderstandContext, Understanding } from './entities.js';

/** Below this score the classifier is guessing: the message is not understood. */
const MIN_SCORE = 0.5;

const ALL = /^(?:all|everything|every task|each task|alle|alles)(?:\s+(?:of\s+)?(?:my|the|meine)?\s*(?:open\s+)?(?:tasks|aufgaben))?\b/i;
const IN_PROJECT =
  /(?:^|\s)(?:in|from|of|under|for|im|aus|von)\s+(?:the\s+|dem\s+|das\s+)?(?:project\s+|projekt\s+)?["“]?(.+?)["”]?(?:\s+(?:project|projekt))?$/i;

/** Splits "a and b", "a, b" into several names when each part is a name of its own. */
const splitTargets = (s: string) =>
  s
    .split(/\s*(?:,|;|\band\b|\bund\b|&)\s*/i)
    .map((x) => x.replace(ARTICLE, '').trim())
    .filter(Boolean);

const CLEAR_DONE = /^clear\s+(?:all\s+)?(?:(?:my|the)\s+)?(?:completed|done|finished|checked)\s+(?:tasks|to-?dos)[.!]?$/i;

/** "completed tasks", "die erledigten Aufgaben": the done ones, after "all" or on their own. */
const DONE_TASKS =
  /^(?:(?:of\s+)?(?:my|the|meine|die)\s+)?(?:completed|done|finished|checked(?:\s+off)?|erledigte\p{L}*|abgeschlossene\p{L}*|fertige\p{L}*|abgehakte\p{L}*)(?:\s+(?:tasks|aufgaben|to-?dos))?(?![\p{L}])\s*/iu;

/** Reads "all in Home", "all completed tasks", "a and b" or one name. */
function targetsOf(rest: string, ctx: UnderstandContext, e: Entities) {
  const all = rest.match(ALL);
  const done = rest.match(DONE_TASKS);
  // "completed tasks" alone means them all; "completed report" names a task
  if (all || (done && /(?:tasks|aufgaben|to-?dos)\s*$/i.test(done[0]))) {
    e.all = true;
    // "delete all overdue tasks": those due then (or of that priority), not every task
    const scope = scopeOf(rest);
    if (scope?.due) e.due = scope.due;
    if (scope?.band) e.band = scope.band;
    let after = all ? rest.slice(all[0].length).trim() : rest;
    const doneAfter = after.match(DONE_TASKS);
    if (doneAfter) {
      e.completed = true;
      after = after.slice(doneAfter[0].length).trim();
    }
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
  'task.delete': /(?<![\p{L}])(?:delete|remove|erase|trash|get rid of|cancel|call off|clear|lösche|entferne|storniere|sag|sage)(?![\p{L}])/iu,
};
const LEADS: Partial<Record<IntentName, RegExp[]>> = {
  'task.complete': [
    /^(?:mark|set)\s+/i,
    /^(?:complete|finish|close|check off|tick off|done with|(?:i(?:'ve| have)?\s+)?(?:just\s+)?(?:finished|completed|done(?: with)?|wrapped up|did)|i(?:'m| am) (?:done|finished|through) with|erledige|hake|schließe|markiere|ich habe|(?:ich\s+)?(?:bin\s+)?fertig mit)\s+/i,
    /^(?:done|finished|completed?|erledigt|fertig)\s*[:\-–]\s*/i,
    /^(?:mach|mache)\s+/i,
  ],
  'task.reopen': [/^(?:reopen|re-open|uncomplete|undo\s+(?:the\s+)?complet\p{L}*(?:\s+of)?|open|set|mark|öffne|setze|mach|mache)\s+/iu],
  'task.delete': [/^(?:delete|remove|erase|trash|drop|get rid of|cancel|call off|clear|lösche|entferne|weg mit|storniere|sag|sage)\s+/i],
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
    GERMAN_DONE_TRAIL,
  ],
  'task.reopen': [
    /\s+(?:again|wieder|back to open|back to not done|(?:as )?not done|as open|is not done(?: yet)?|auf offen|wieder auf offen|wieder auf|wieder öffnen)$/i,
    /\s+(?:is|ist)\s+(?:doch\s+)?nicht\s+erledigt$/i,
    /\s+(?:isn'?t|is\s+not|ist\s+nicht|ist\s+doch\s+nicht)\s+(?:(?:actually|really|quite|eigentlich)\s+)?(?:done|finished|complete|erledigt|fertig)(?:\s+(?:yet|noch))?$/i,
  ],
  'task.delete': [NO_QUESTION, /\s+(?:from my list|from the list|task|aufgabe)$/i, /\s+(?:ab|absagen|stornieren|löschen|entfernen)$/i],
  'timer.start': [/\s+(?:arbeiten|now|starten|beginnen|an|los)$/i],
};

const DID_QUESTION =
  /^(?:so\s+)?(?:what|which tasks?|was|welche aufgaben)\s+(?:did|have|habe|hab)\s+(?:i|ich)\s+(?:(?:today|yesterday|this week|heute|gestern|diese woche|so|schon|alles|already)\s+)*(?:do|done|get done|got done|finish(?:ed)?|complete(?:d)?|accomplish(?:ed)?|achieve(?:d)?|gemacht|erledigt|geschafft)(?![\p{L}])/iu;
const FINISHED_WORD =
  /(?<![\p{L}])(?:did|done|finish\p{L}*|complet\p{L}*|accomplish\p{L}*|achiev\p{L}*|erledigt|geschafft|gemacht|abgehakt|fertig|ticked|checked)(?![\p{L}])/iu;
const P_CHANGE =
  /^(?:(?:please|pls|plz|bitte)[,\s]+)?(?:(?:make|set|mark|change|put|give|mach|mache|setze?|setz)\s+)?(.+?)\s+(?:to\s+|as\s+|auf\s+)?(?:priority\s+|prio\s+)?p(10|[1-9])[.!]?$/i;

const SNOOZE = /^(?:(?:please|pls|plz|can you|could you)[,\s]+)*(?:snooze|postpone|defer|delay|put off|push back)\s+(.+?)[.!]?$/i;
/** Verbs of a request that is never a completion, whatever the classifier guessed ("unassign buy milk"). */
const NOT_COMPLETING = /^(?:(?:please|pls|plz|can you|could you)[,\s]+)*(?:unassign|assign|snooze|share|invite|duplicate|copy|archive|pin|unpin)(?![\p{L}])/iu;

const THANKS =
  /^(?:(?:great|ok(?:ay)?|cool|perfect|super|awesome|nice|wonderful|brilliant|prima|toll|perfekt|klasse|sehr gut|gut)[,!.\s]+)*(?:many thanks|thanks?|thank you|thank u|thx|ty|cheers|danke(?:\s*schön|\s+sehr|\s+dir|\s+euch)?|dankeschön|vielen dank|merci)(?:\s+(?:a lot|so much|very much|a bunch|again|for (?:the|your) help|für die hilfe|vielmals|nochmal))?[\s!.:)]*$/i;

/**
 * Openings that say what is wanted whatever the rest of the words are ("add …", "remind me …", "… isn't done,
 * reopen it"): they overrule the classifier, except for the intents they may open too ("add a note to …").
 */
const LEAD_INTENTS: LeadIntent[] = [
  { re: /^(?:add|put|write)\s+(?:a|the)\s+(?:note|description|comment)\s+(?:to|on)\s+\S.*?:\s*\S/i, intent: 'task.description', unless: /^task\.description$/ },
  {
    re: /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|also|and|bitte|can you|could you|would you|kannst du|könntest du)[,\s]+)*(?:add|create|new (?:task|to-?do)|(?:to-?do|task)\s*:|remind me(?!,?\s+(?:what|which|how|where|when|why|of\s+(?:my|what))\b)|put\s.+\s(?:on|to|onto)\s+my\s+(?:\p{L}+\s+)?(?:list|to-?do|tasks)|(?:i (?:need|have|must|gotta)(?: to)?|i'?ve(?: got)? to|(?:need|have|got) to|gotta)(?!(?:\s+to)?\s+(?:know|see|find|ask|check|understand)\b)|don'?t (?:let me )?forget to|füge?|füg|neue[rs]? (?:aufgabe|task|to-?do)|aufgabe\s*:|aufgabe (?:anlegen|hinzufügen|erstellen)|erstelle (?:(?:eine|die|mir eine|bitte eine)\s+)?(?:neue )?aufgabe|leg(?:e)?\s.*\b(?:an|aufgaben?)\b|trag(?:e)?\s.+\sein\b|(?:setze?|setz|schreibe?|schreib|packe?|pack)\s.+\sauf\s+(?:meine|die)\s+(?:to-?do[-\s]?)?liste|erinnere mich(?!,?\s+(?:was|welche\p{L}*|wie|wo|woran|an\s+meine\s+aufgaben)(?![\p{L}]))|notiere|ich muss)(?![\p{L}])/iu,
    intent: 'task.create',
    unless: /^(?:task\.create|task\.description|project\.create|undo|confirm\.\w+)$/,
  },
  {
    re: /(?<![\p{L}])(?:reopen|re-open|uncomplete|(?:as\s+)?not\s+(?:(?:actually|really|quite)\s+)?(?:done|finished|complete)|isn'?t\s+(?:(?:actually|really|quite)\s+)?(?:done|finished)|wieder\s+(?:auf|offen|öffnen)|nicht\s+erledigt)(?![\p{L}])/iu,
    intent: 'task.reopen',
    unless: /^(?:task\.reopen|ask\.\w+|help)$/,
  },
  { re: /^(?:done|finished|completed?|erledigt|fertig)\s*[:\-–]/i, intent: 'task.complete', unless: /^task\.complete$/ },
  GERMAN_DONE_LEAD,
  { re: /^(?:mach|mache)\s+\S.*\s+fertig[.!]?$/i, intent: 'task.complete', unless: /^task\.complete$/ },
  ...RENAME_LEADS,
  {
    re: /^(?:(?:please|pls|plz|can you|could you)[,\s]+)*schedule\s+(?!(?:my|the|our|a|this)\s+(?:day|week|afternoon|morning|evening|tasks|plan)\b|today\b|tomorrow\b)\S.*\s+(?:(?:for|on|at|by|next|this)\s+\S|(?:today|tomorrow|tonight)\b)/i,
    intent: 'task.create',
    unless: /^task\.create$/,
  },
  SHIFT_LEAD,
  CLEAR_LEAD,
  ...DELETE_LEADS,
  // "X is due friday", "X am 1. fällig", "X will take about an hour", "move X to friday": a change of the task, whatever its words are
  ...DUE_LEADS,
  DURATION_LEAD,
  SET_DURATION_LEAD,
  ...MOVE_LEADS,
  FOCUS_LEAD,
  STOP_LEAD,
  REPEAT_LEAD,
  // thanks alone is never an answer to a question ("no thanks" is, and stays with confirm.no)
  { re: THANKS, intent: 'thanks', unless: /^thanks$/ },
];

const COMPLETE_WORD =
  /(?<![\p{L}])(?:done|finish\p{L}*|complet\p{L}*|mark|check(?:ed)? off|tick(?:ed)? off|did|wrapped up|close|erledig\p{L}*|fertig|hake|abgehakt|geschafft|abschließen|schließe)(?![\p{L}])/iu;
const QUESTION =
  /^(?:what|what's|whats|which|when|how|where|who|why|was|welche[rsnm]?|wann|wie|wo|wer|warum|gibt es|is there|are there|(?:do|does|did|should|shall|is|are|have|has|habe|hab|muss|soll|kann)\s+(?:i|ich)\b)(?![\p{L}'])/iu;

const SPENT = /(?<![\p{L}])(?:spent|spend|went into|gone into|put into|worked|invested|verbracht|gearbeitet|investiert|gesteckt)(?![\p{L}])/iu;
const LEFT = /(?<![\p{L}])(?:left|remaining|remain|to go|still need|übrig|verbleibend|fehlt|noch nötig)(?![\p{L}])/iu;

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
  // "what should I focus on this afternoon": what to work on next, in that part of the day
  const focus = focusWindow(message);
  if (focus) return { intent: 'ask.next', lang: focus.lang, score: 1, entities: { window: focus.window } };
  const c = await classify(message, (w) => ctx.names?.has(w) ?? false);
  let intent: IntentName | 'None' = c.score >= MIN_SCORE ? c.intent : 'None';
  // "clear completed tasks": the list's done ones, which "clear the timer" never names
  if (CLEAR_DONE.test(message.trim())) intent = 'task.delete';
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
  // "assign buy milk to Bob", "who is buy milk assigned to?", "what's assigned to me?": the frame says it all
  const assign = readAssign(text);
  if (assign) {
    const lang = /(?<![\p{L}])(?:weise|wem|wer|zuweisen|zugewiesen|entferne|lösche|mir|welche)(?![\p{L}])/iu.test(text) ? 'de' : c.lang;
    const e: Entities =
      assign.intent === 'ask.list'
        ? { assignee: assign.assignee }
        : { targets: [stripFrame(assign.target, [])], ...('person' in assign ? { assignee: assign.person } : {}) };
    return { intent: assign.intent, lang, score: c.score, entities: e };
  }
  // "put call the bank on friday", "leg X auf Freitag": a task of the user's gets that deadline; other words are a new task due then
  const put = readPut(text, ctx);
  if (put && (ctx.isTaskName?.(put.name) || ctx.isNearTaskName?.(put.name))) {
    const entities: Entities = { targets: [put.name], dueDate: put.when.dueDate, ...(put.when.dueTime ? { dueTime: put.when.dueTime } : {}) };
    return { intent: 'task.deadline', lang: c.lang, score: c.score, entities };
  }
  if (put) return { intent: 'task.create', lang: c.lang, score: c.score, entities: { tasks: createSpecs(`add a task ${put.said}`, ctx) } };
  // "I already called the bank": the task's own verb, done
  const did = /\?/.test(text) ? null : doneInPast(text, ctx);
  if (did) return { intent: 'task.complete', lang: c.lang, score: c.score, entities: { targets: [did] } };
  // "I called mom", "ich habe die Bank angerufen": the task it names is done; anything else is news, not a new task
  const report = /\?/.test(text) ? null : pastReport(text);
  if (report && !ctx.isTaskName?.(text)) {
    const named = ctx.isTaskName?.(report) || ctx.isNearTaskName?.(report);
    return { intent: 'task.complete', lang: c.lang, score: c.score, entities: { targets: [report], ...(named ? {} : { reported: true }) } };
  }
  // "move everything from today to tomorrow": every task due then
  const bulk = readBulkMove(text, ctx);
  if (bulk) return { intent: 'task.deadline', lang: c.lang, score: c.score, entities: bulk };
  // "move everything to Home", "move all tasks from Inbox to Home": open tasks to another project
  const toProject = readBulkProjectMove(text, ctx);
  if (toProject) return { intent: 'task.move', lang: c.lang, score: c.score, entities: toProject };
  // "mark all home tasks as done", "alle Aufgaben in Home erledigen": every open task of the project
  const bulkDone = readBulkComplete(text, ctx);
  if (bulkDone) return { intent: 'task.complete', lang: c.lang, score: c.score, entities: bulkDone };
  // "snooze ship release", "postpone it": a task of the user's and no day is put off to tomorrow, at its time of day
  const putOff = text.match(SNOOZE);
  const snoozed = putOff && stripFrame(putOff[1], []);
  if (snoozed && (POINTER.test(snoozed) || ctx.isTaskName?.(snoozed) || ctx.isNearTaskName?.(snoozed)))
    return { intent: 'task.deadline', lang: c.lang, score: c.score, entities: { targets: [snoozed], dueDate: addDays(ctx.today, 1), keepTime: true } };
  // "change buy milk to friday": a task of the user's and a day alone is its new deadline
  const toDay = text.match(/^(?:(?:please|pls|plz)[,\s]+)?(?:change|switch|set|reschedule|schedule)\s+(.+?)\s+(?:to|for|on)\s+(.+?)[.!]?$/i);
  // the day first: it is the cheaper test, and a message of another value ("set X to 9") never looks up the names
  const newDay = toDay && !/(?<![\p{L}])(?:every|each|jeden|jede|daily|weekly|monthly)(?![\p{L}])/iu.test(toDay[2]) ? readDate(toDay[2], ctx, true) : null;
  const named = newDay && stripFrame(toDay![1], []);
  if (named && newDay && (POINTER.test(named) || ctx.isTaskName?.(named) || ctx.isNearTaskName?.(named)))
    return {
      intent: 'task.deadline',
      lang: c.lang,
      score: c.score,
      entities: { targets: [named], dueDate: newDay.dueDate, ...(newDay.dueTime ? { dueTime: newDay.dueTime } : {}) },
    };
  // "make buy milk p7", "set it to p2": a task of the user's and a priority mark
  const marked = text.match(P_CHANGE);
  if (marked) {
    const name = stripFrame(marked[1], []);
    if (POINTER.test(name) || ctx.isTaskName?.(name) || ctx.isNearTaskName?.(name))
      return { intent: 'task.priority', lang: c.lang, score: c.score, entities: { targets: [name], priority: pMark(marked[2]) } };
  }
  const led = LEAD_INTENTS.find((l) => l.re.test(text));
  // a short answer ("no, keep it") stays one; a request that opens with "add" or "todo:" is a new task
  if (led && (!led.unless.test(intent) || (led.intent === 'task.create' && /^confirm\./.test(intent) && text.split(/\s+/).length >= 4))) intent = led.intent;
  // "ship release is due friday": a task of the user's and its deadline, not the question what is due then
  if (/^ask\./.test(intent) && statesDeadline(text, ctx)) intent = 'task.deadline';
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
    else if (NOT_COMPLETING.test(text)) intent = 'None';
    // "buy groceries tmrw": a few words and a date that name no task of the user's are a new one
    else if (newNote(message, ctx)) return note();
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
  // the day a question names ("what's due on friday?"): read once, for the check below and for the question's entities
  let day: string | null | undefined;
  const dueDay = () => (day === undefined ? (day = dueDayOf(text, ctx)) : day);
  // "what's due on the 5th?": what falls due that day, not what is already late
  if (intent === 'ask.overdue' && !/\b(?:overdue|late|behind|missed|überfällig|verpasst)\b/i.test(text) && /\b(?:due|fällig)\b/i.test(text) && dueDay())
    intent = 'ask.list';
  // "what do i have on friday?": a question of a day the classifier did not place asks what falls due then
  if (intent === 'None' && QUESTION.test(text) && dueDay()) intent = 'ask.list';
  // "what do I need to do tomorrow?": not what to do next, but what falls due that day
  if (intent === 'ask.next' && QUESTION.test(text) && dueDay() && dueDay() !== ctx.today) intent = 'ask.list';
  // "what did i do yesterday?", "was habe ich gestern gemacht?": what was finished then
  if (DID_QUESTION.test(text)) intent = 'ask.finished';
  // "what do i have today?": what there is to do, not what was finished
  else if (intent === 'ask.finished' && !FINISHED_WORD.test(text)) intent = 'ask.list';
  // "how much time went into X?": the time spent on it, not the time it still needs
  if (intent === 'ask.time_left' && SPENT.test(text) && !LEFT.test(text)) intent = 'ask.time_spent';
  const e: Entities = {};
  // "was steht für Home an?", "what's next in Work?": a question about a project is its list
  if (/^(?:plan\.show|ask\.next)$/.test(intent) && QUESTION.test(text)) {
    const about: Entities = {};
    questionEntities('ask.list', text, ctx, about, dueDay);
    if (about.projectName) return { intent: 'ask.list', lang: c.lang, score: c.score, entities: { projectName: about.projectName } };
  }
  // "what's on my plate this week": what falls due this week (a plan is of one day)
  if (intent === 'plan.show' && /(?<![\p{L}])(?:this|the|diese|der)\s+(?:week|woche)(?![\p{L}])/iu.test(text)) intent = 'ask.list';
  const rest = (lead: IntentName) => stripFrame(text, LEADS[lead] ?? [], TRAILS[lead] ?? []);
  // a label request is read by its frame (above): a guess of one without it is "remove X from my list", a delete
  if (/^task\.(?:un)?label$/.test(intent)) intent = intent === 'task.unlabel' && DELETE_WORD.test(text) ? 'task.delete' : 'None';

  switch (intent) {
    case 'task.create': {
      e.tasks = createSpecs(text, ctx);
      // no verb ("morgen Zahnarzt anrufen", "water the garden every 3 days"): the whole message is the task
      if (!e.tasks.length)
        e.tasks = createSpecs(`add a task ${text.replace(/^(?:to-?do|task|aufgabe)\s*:\s*/i, '').replace(/^i(?:'ve| have)(?: got)?\s+an?\s+/i, '')}`, ctx);
      const corrections = correctionsOf(message.trim(), c.corrected);
      for (const t of e.tasks) {
        const typed = namedAsTyped(t.name, corrections);
        // a zu-infinitive the corrector had made plain is made plain again ("rauszubringen")
        t.name = typed === t.name ? typed : plainInfinitive(typed);
      }
      break;
    }
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
      // "change buy milk to oat milk": a task of the user's and words that are no other value of it
      const changed = text.match(/^(?:(?:please|pls|plz)[,\s]+)?(?:change|switch)\s+(.+?)\s+(?:to|into)\s+(.+?)[.!]?$/i);
      const r =
        readRename(text) ??
        (changed && (ctx.isTaskName?.(changed[1]) || ctx.isNearTaskName?.(changed[1])) ? { target: changed[1], newName: changed[2] } : null);
      if (r) {
        e.targets = [stripFrame(r.target, [])];
        e.newName = r.newName;
      }
      break;
    }
    case 'task.move':
      // "move X to friday" is a move of its deadline
      if (readMove(text, ctx, e) === 'deadline') intent = 'task.deadline';
      break;
    case 'task.priority':
      readPriority(text, e);
      break;
    case 'task.duration':
      readDuration(text, e);
      break;
    case 'task.deadline':
      readDeadline(text, ctx, e);
      break;
    case 'task.description':
      readDescription(text, e);
      break;
    case 'project.create': {
      const m = text.match(
        /(?:project|projekt)(?:\s*[:\-–])?\s+(?:called|named|namens|for(?: the)?|für)?\s*["“]?(.+?)["”]?(?:\s+(?:an|anlegen|erstellen|hinzufügen|machen|bitte))*[.!]?$/i,
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
      questionEntities(intent, text, ctx, e, dueDay);
      break;
    default:
      break;
  }
  // a deadline of no task named ("vet next friday"): a new task with that deadline
  if (intent === 'task.deadline' && guessed && !e.targets && newNote(message, ctx)) return note();
  // a priority for no task named, with a date ("tomorrow call the dentist, urgent"): a new task with both
  if (intent === 'task.priority' && !led && !e.targets && newNote(message, ctx)) return note();
  if (rank) {
    e.rank = rank;
    delete e.band;
  }
  return { intent, lang: c.lang, score: c.score, entities: e };
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
