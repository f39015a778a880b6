import { parseQuickAdd, type QuickAddReminder } from '../../../../../shared/tasks/quickAdd.js';
import { findTaskDuration } from '../../../../../shared/tasks/quickAddTokens.js';
import { findDate } from './dates.js';
import { findDuration, P_MARK, pMark } from './words.js';

/** The local engine's intent grammar: keyword and regular-expression rules over one chat message. */

export type Intent =
  | {
      kind: 'create_task';
      name: string;
      priority?: number;
      durationMinutes?: number;
      dueDate?: string;
      dueTime?: string;
      recurrence?: string;
      recurFrom?: 'completion';
      reminders?: QuickAddReminder[];
      projectName?: string;
      /** label names ("@home", "with label errands"); the ones the user has not got yet are made */
      labels?: string[];
    }
  | { kind: 'complete_task'; query: string }
  | { kind: 'start_timer'; query: string | null }
  | { kind: 'plan_day'; date: string }
  | { kind: 'next' }
  | { kind: 'show_schedule'; date: string }
  | { kind: 'list_tasks' }
  | { kind: 'stats'; days: number }
  | { kind: 'undo' }
  | { kind: 'help' }
  | { kind: 'greeting' }
  | { kind: 'unknown' };

const POLITE = String.raw`^(?:(?:please|pls|plz|ok(?:ay)?|hey|so|now|and|(?:can|could|would|will) you)[,\s]+)*`;
const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.:;\-–]+|[\s,.:;!?\-–]+$/g, '')
    .replace(/^(?:to|the task|task)\s+/i, '')
    .replace(/\s+please$/i, '')
    .trim();
const unquote = (s: string) => s.replace(/^["“'‘]+|["”'’]+$/g, '').trim();

const QUOTED = /(?:^|[\s:])(?:"([^"]+)"|“([^”]+)”|'((?:[^']|'(?=\p{L}))+)'(?=[\s,.!?]|$)|‘([^’]+)’)/u;

const CREATE = new RegExp(
  POLITE +
    String.raw`(?:(?:add|create|make|put|new|set up)\s+(?:me\s+)?(?:a\s+|an\s+|the\s+|one\s+)?(?:new\s+)?(?:task|to-?do|item)s?\b\s*(?:(?:to|called|named|for)\b|:|-|–)?\s*|new\s+task\s*:?\s*|(?:to-?do|task)\s*:\s*|remind me to\s+|i need to remember to\s+)`,
  'i',
);
const ADD_TO_LIST = new RegExp(
  POLITE +
    String.raw`(?:add|put)\s+(.+?)\s+(?:to|on|onto)\s+my\s+(?:(?!task\b|to-?do\b)([\p{L}\p{N}]+)\s+)?(?:task\s*list|tasks|list|to-?do(?:\s*list)?)\b(.*)$`,
  'iu',
);

/** The user's clock for dates in a message: the instant it was sent and their time zone. */
export type MessageClock = { now: Date; timeZone: string };

export type CreateIntent = Extract<Intent, { kind: 'create_task' }>;

const SAID_LENGTH = new RegExp(
  String.raw`([,;]?\s*(?:(?:it|that|this|which|es|das)\s+)?(?:(?:will|should|would|might|wird|soll(?:te)?)\s+)?(?:only\s+|just\s+|nur\s+)?(?:takes?|taking|lasts?|lasting|needs?|dauert|braucht|for)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|ca\.?\s+|etwa\s+|ungefähr\s+|~\s*)?)((?:half\s+an?|a\s+half|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|eine?r?|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|dreißig|vierzig|halbe|einer halben|anderthalb|eineinhalb)\s+(?:(?:hour|stunde)\s+and\s+a\s+half|hours?|minutes?|mins?|stunden?|minuten|halbe\s+stunde))(?![\p{L}])(\s+(?:long|lang|or so))?`,
  'iu',
);

/** The fields of a new task in a message that asks to add one, or null when it does not. */
export function parseCreate(message: string, today: string, clock?: MessageClock): CreateIntent | null {
  let rest: string;
  const m = message.match(CREATE);
  const listed = message.match(ADD_TO_LIST);
  if (m) rest = message.slice(m[0].length);
  else if (listed) rest = `${listed[1]} ${listed[3]}`;
  else return null;

  const out: CreateIntent = { kind: 'create_task', name: '' };
  const quoted = rest.match(QUOTED);
  let quotedName: string | undefined;
  if (quoted) {
    quotedName = (quoted[1] ?? quoted[2] ?? quoted[3] ?? quoted[4]).trim();
    rest = rest.replace(quoted[0], ' ');
  }

  // the quick add's reading of a length, with "30m" as minutes
  const dur = findTaskDuration(rest, { bareMinutes: true });
  if (dur) {
    out.durationMinutes = dur.minutes;
    rest = `${rest.slice(0, dur.start).replace(/[,;]\s*$/, '')} ${rest.slice(dur.end)}`;
  } else {
    // "…, it takes about an hour", "for half an hour": a length said in words after a word of length (never "in an hour")
    const said = rest.match(SAID_LENGTH);
    const words = said ? findDuration(said[2]) : null;
    if (said && words && said[2].trim().toLowerCase() === words.text.toLowerCase()) {
      out.durationMinutes = words.minutes;
      rest = rest.replace(said[0], ' ');
    }
  }
  // "with high priority", "mit hoher Priorität": the priority is read below, and "with" is no part of the name
  rest = rest.replace(/(?<![\p{L}])(?:with|mit)\s+(?:an?\s+|einer\s+)?(?=(?:(?:very|really|sehr)\s+)?\p{L}*\s*(?:priority|prio|priorität)(?![\p{L}]))/iu, '');

  const project =
    rest.match(/[,;]?\s+(?:in|to|under|for|into)\s+(?:the\s+)?(?:project\s+)?["“]?([^,"”]+?)["”]?\s+project\b/i) ??
    rest.match(/[,;]?\s+(?:in|to|under|into)\s+(?:the\s+)?project\s+["“]?([^,"”]+?)["”]?(?=[,;.]|$|\s+(?:priority|due|by|on|tomorrow|today|for)\b)/i);
  if (project) {
    out.projectName = project[1].trim();
    rest = rest.replace(project[0], ' ');
  }

  // dates and times, recurrence, priority, #project and reminders: the quick add's parser ("#42" is a number, not a project)
  const read = parseQuickAdd({ text: rest.replace(/#(?=\d+\b)/g, '\u2116'), ...(clock ?? { now: new Date(`${today}T12:00:00Z`), timeZone: 'UTC' }) });
  rest = read.name.replace(/\u2116/g, '#');
  if (read.priority !== null) out.priority = read.priority;
  else {
    // "p7": a priority the quick add leaves in the name (see pMark)
    const mark = rest.match(P_MARK);
    if (mark) {
      out.priority = pMark(mark[1]);
      rest = rest.replace(mark[0], ' ');
    }
  }
  if (read.duration !== null && out.durationMinutes === undefined) out.durationMinutes = read.duration;
  if (read.dueDate) out.dueDate = read.dueDate;
  if (read.dueTime) out.dueTime = read.dueTime;
  if (read.recurrence) out.recurrence = read.recurrence;
  if (read.recurFrom === 'completion') out.recurFrom = 'completion';
  if (read.reminders.length) out.reminders = read.reminders;
  if (read.projectName && !out.projectName) out.projectName = read.projectName;
  if (read.labels.length) out.labels = read.labels.map((l) => l.name);
  // "on my home list": the list is a project
  if (listed?.[2] && !m && !out.projectName) out.projectName = listed[2];

  // a quoted name is kept as written; free words become a sentence-case name
  const words = clean(rest);
  out.name = quotedName ?? words.charAt(0).toUpperCase() + words.slice(1);
  return out;
}

const COMPLETE = [
  new RegExp(POLITE + String.raw`mark\s+(.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)\s*[.!]?$`, 'i'),
  new RegExp(POLITE + String.raw`(?:complete|finish|close|check off|tick off|done with)\s+(.+)$`, 'i'),
  /^(?:i\s+)?(?:have\s+|'ve\s+|just\s+)?(?:finished|completed|done with)\s+(.+)$/i,
  /^(.+?)\s+is\s+(?:done|finished|complete)\s*[.!]?$/i,
];
const START = [
  new RegExp(
    POLITE + String.raw`(?:start|begin|run|kick off)\s+(?:a\s+|the\s+|my\s+)?(?:timer|pomodoro|focus(?:\s+session)?|session)(?:\s+(?:on|for)\s+(.+))?\s*[.!]?$`,
    'i',
  ),
  new RegExp(POLITE + String.raw`(?:let'?s\s+|i\s+want\s+to\s+|i'?ll\s+)?(?:start\s+)?(?:focus(?:ing)?|work(?:ing)?)\s+on\s+(.+)$`, 'i'),
];
const target = (s: string | undefined) => {
  if (!s) return null;
  const q = s.match(QUOTED);
  const t = unquote(clean(q ? (q[1] ?? q[2] ?? q[3] ?? q[4]) : s).replace(/\s+(?:now|right now|please)$/i, ''));
  return t.replace(/^(?:the\s+)?task\s+/i, '') || null;
};

export function parseIntent(raw: string, today: string, clock?: MessageClock): Intent {
  const message = raw.trim().replace(/\s+/g, ' ');
  const lower = message.toLowerCase();

  if (/^(?:undo|revert|take (?:that|it) back|cancel that)\b|\bundo (?:that|the last|last)\b/i.test(message)) return { kind: 'undo' };

  const create = parseCreate(message, today, clock);
  if (create) return create;

  if (
    /\bwhat (?:should|shall|can|do|could) i (?:work on|do|focus on|tackle|start)\b|\bwhat'?s next\b|\bwhat next\b|\bnext task\b|\brecommend|\bsuggest|\bprioriti[sz]e\b|\bwhere (?:should|do) i start\b/i.test(
      message,
    )
  ) {
    return { kind: 'next' };
  }

  for (const re of START) {
    const m = message.match(re);
    if (m) return { kind: 'start_timer', query: target(m[1]) };
  }
  for (const re of COMPLETE) {
    const m = message.match(re);
    if (m && target(m[1])) return { kind: 'complete_task', query: target(m[1])! };
  }

  const date = findDate(message, today)?.date ?? today;
  if (
    /\b(?:plan|organi[sz]e)\s+(?:out\s+)?(?:my|the)?\s*(?:day|today|tomorrow|morning|afternoon)\b|\b(?:make|create|generate|build|draft|prepare)\b.*\b(?:schedule|plan|agenda)\b|\bschedule my (?:day|tasks)\b|^plan\b/i.test(
      message,
    )
  ) {
    return { kind: 'plan_day', date };
  }
  if (/\b(?:what'?s|what is|show|view|see|read)\b.*\b(?:schedule|plan|agenda)\b|\bmy (?:schedule|agenda)\b/i.test(message)) {
    return { kind: 'show_schedule', date };
  }
  if (/\b(?:how (?:much|many|long)|stats|statistics|insights?|focus time|productiv|how (?:am i|did i) do)/i.test(message)) {
    const days = message.match(/\b(?:last|past)\s+(\d{1,2})\s+days?\b/i);
    return { kind: 'stats', days: days ? Math.min(Math.max(Number(days[1]), 1), 90) : /\btoday\b/i.test(message) ? 1 : 7 };
  }
  if (/\b(?:show|list|what are|which|see)\b.*\btasks?\b|\bmy (?:open )?tasks\b|\bopen tasks\b|\bto-?do list\b/i.test(message)) return { kind: 'list_tasks' };
  if (/\bhelp\b|\bwhat can you do\b|\bwhat do you do\b|\bcommands\b/.test(lower)) return { kind: 'help' };
  if (/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|yo)\b/.test(lower)) return { kind: 'greeting' };
  return { kind: 'unknown' };
}
