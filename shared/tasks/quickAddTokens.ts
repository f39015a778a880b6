/** The quick add's small grammar besides dates and recurrence: priority, #project, "remind …" and the task's length. */
import { allDurations, MAX_TASK_MINUTES } from './durations.js';

export type Span = { start: number; end: number };

/** Todoist's p1 (most urgent) to p4, on Streamline's 1 to 10 scale: high, medium, medium, low. */
export const P_LEVELS: Record<string, number> = { '1': 10, '2': 7, '3': 4, '4': 1 };
const BAND_WORDS: Record<string, number> = { high: 8, urgent: 9, medium: 5, normal: 5, low: 3 };

const END = String.raw`(?=$|[\s,.;!?)])`;
const PRIORITY_FORMS: Array<{ re: RegExp; value: (m: RegExpExecArray) => number | null }> = [
  { re: new RegExp(String.raw`(?<=^|[\s(])p([1-4])${END}`, 'giu'), value: (m) => P_LEVELS[m[1]] },
  { re: new RegExp(String.raw`(?<=^|[\s(])!(10|[1-9])${END}`, 'giu'), value: (m) => Number(m[1]) },
  { re: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:priority|prio)\s*(?:of\s+|is\s+|[:=]\s*)?(10|[1-9])${END}`, 'giu'), value: (m) => Number(m[1]) },
  { re: new RegExp(String.raw`(?<![\p{L}\p{N}])(high|urgent|medium|normal|low)\s+priority${END}`, 'giu'), value: (m) => BAND_WORDS[m[1].toLowerCase()] },
];

/** The first priority mark: p1..p4, !1..!10, "priority 8", "high priority". */
export function findPriority(text: string): (Span & { priority: number }) | null {
  let best: (Span & { priority: number }) | null = null;
  for (const form of PRIORITY_FORMS) {
    form.re.lastIndex = 0;
    for (const m of text.matchAll(form.re)) {
      const priority = form.value(m as RegExpExecArray);
      if (priority !== null && (!best || m.index < best.start)) best = { start: m.index, end: m.index + m[0].length, priority };
      break;
    }
  }
  return best;
}

export type ProjectRef = { id: number; name: string };

const WORD = /[\p{L}\p{N}]/u;

/**
 * The first "#name" naming one of the projects (case-insensitive; the longest name wins, so "#Home
 * Office" beats "#Home"). Without a project list every "#word" is taken as a name to look up later.
 */
export function findProject(text: string, projects: readonly ProjectRef[] | undefined): (Span & { project: ProjectRef | null; name: string }) | null {
  const lower = text.toLowerCase();
  const byLength = projects && [...projects].sort((a, b) => b.name.length - a.name.length);
  for (const m of text.matchAll(/(?<=^|[\s(,])#(?=\S)/gu)) {
    const from = m.index + 1;
    if (!byLength) {
      const word = /^[\p{L}\p{N}][\p{L}\p{N}_-]*/u.exec(text.slice(from));
      if (word) return { start: m.index, end: from + word[0].length, project: null, name: word[0] };
      continue;
    }
    for (const project of byLength) {
      const name = project.name.trim().toLowerCase();
      const end = from + name.length;
      if (name && lower.startsWith(name, from) && (end >= text.length || !WORD.test(text[end]))) {
        return { start: m.index, end, project, name: project.name };
      }
    }
  }
  return null;
}

export type LabelRef = { id: number; name: string };

/**
 * Every "@name" naming one of the labels (case-insensitive; the longest name wins, so "@deep work"
 * beats "@deep"). An "@" inside a word (an e-mail address) is not a label. Without a label list every
 * "@word" is taken as a name to look up later; with one, an unknown "@word" stays text.
 */
export function findLabels(text: string, labels: readonly LabelRef[] | undefined): Array<Span & { label: LabelRef | null; name: string }> {
  const lower = text.toLowerCase();
  const byLength = labels && [...labels].sort((a, b) => b.name.length - a.name.length);
  const found: Array<Span & { label: LabelRef | null; name: string }> = [];
  for (const m of text.matchAll(/(?<=^|[\s(,])@(?=\S)/gu)) {
    const from = m.index + 1;
    if (!byLength) {
      const word = /^[\p{L}\p{N}][\p{L}\p{N}_-]*/u.exec(text.slice(from));
      if (word) found.push({ start: m.index, end: from + word[0].length, label: null, name: word[0] });
      continue;
    }
    for (const label of byLength) {
      const name = label.name.trim().toLowerCase();
      const end = from + name.length;
      if (name && lower.startsWith(name, from) && (end >= text.length || !WORD.test(text[end]))) {
        found.push({ start: m.index, end, label, name: label.name });
        break;
      }
    }
  }
  return found;
}

const UNIT_MINUTES: Record<string, number> = { m: 1, h: 60, d: 1440, w: 10080 };
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, thirty: 30 };

/** "remind", "remind me", "reminder", "alert me": then a time before the deadline, or a date/time of its own. */
export const REMIND = /(?<![\p{L}\p{N}])(?:remind(?:er)?(?:\s+me)?|alert(?:\s+me)?|notify(?:\s+me)?)(?:\s+(?:about\s+it|of\s+it))?\s+/giu;
const RELATIVE = new RegExp(
  String.raw`(\d{1,4}|a|an|one|two|three|four|five|six|ten|fifteen|thirty)\s*(minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w)\s+(?:before|earlier|ahead|in\s+advance|prior)${END}`,
  'iyu',
);
const ON_TIME = new RegExp(String.raw`(?:on\s+time|when\s+(?:it(?:'s|\s+is)\s+)?due|at\s+(?:the\s+)?(?:deadline|due\s+time))${END}`, 'iyu');

/** At `from` (just after "remind me "): a reminder relative to the deadline, as its length and minutes before. */
export function relativeReminderAt(text: string, from: number): { length: number; offsetMinutes: number } | null {
  ON_TIME.lastIndex = from;
  const onTime = ON_TIME.exec(text);
  if (onTime) return { length: onTime[0].length, offsetMinutes: 0 };
  RELATIVE.lastIndex = from;
  const m = RELATIVE.exec(text);
  if (!m) return null;
  const count = COUNT_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
  const unit = m[2].toLowerCase();
  const minutes = count * UNIT_MINUTES[unit.startsWith('mi') ? 'm' : unit[0]];
  return minutes > 0 && minutes <= 366 * 1440 ? { length: m[0].length, offsetMinutes: minutes } : null;
}

/** "for 45 min", "takes about an hour", "it should take about 2 hours", "about 30 min": a length of time with words that make it the task's. */
const DURATION_LEAD =
  /(?<![\p{L}\p{N}])(?:(?:(?:(?:it|that|which|this)\s+)?(?:(?:will|should|would|might)\s+)?(?:only\s+|just\s+)?(?:for|takes?|taking|lasts?|lasting|estimated at|estimate)|für|dauert|braucht)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|ca\.?\s*|etwa\s+|ungefähr\s+|~\s*)?|(?:about|around|roughly|approximately|ca\.?|etwa|ungefähr|~)\s*)$/iu;
const APPROXIMATE = /^(?:about|around|roughly|approximately|ca\.?|etwa|ungefähr|~)\s*$/i;
/** "45 minutes long": the word after a length is part of saying it */
const LONG = /^\s+(?:long|lang)(?![\p{L}])/iu;
/** A length of time after these words is a moment ("in 2 hours") or a repeat, not the task's length. */
const NOT_A_LENGTH_BEFORE = /(?<![\p{L}\p{N}])(?:in|within|after|every|each|before|remind(?:er)?(?:\s+me)?)\s+$/iu;
const NOT_A_LENGTH_AFTER = /^\s+(?:before|early|earlier|ago|later|from\s+now|after|left)(?![\p{L}])/iu;
/** "3m" alone is as likely metres: minutes written "m" count only after "for" */
const BARE_M = /^\d+(?:[.,]\d+)?\s*m$/i;

/**
 * The task's length: the first "for …"/"takes …" length ("for 45 min", "for an hour"), else the first
 * length in digits with a unit of time ("45 min", "1h30m", "2 hours") that is not a moment ("in 2
 * hours", "30 min before"). `bareMinutes`: "30m" alone is minutes too (a message about a task, where
 * nothing is measured in metres).
 */
export function findTaskDuration(text: string, { bareMinutes = false } = {}): (Span & { minutes: number }) | null {
  for (const found of allDurations(text)) {
    if (found.minutes < 1 || found.minutes > MAX_TASK_MINUTES) continue;
    const before = text.slice(0, found.index);
    const after = found.index + found.text.length;
    const end = after + (LONG.exec(text.slice(after))?.[0].length ?? 0);
    const lead = DURATION_LEAD.exec(before);
    // "about 2 hours" says a length only as much as "2 hours" does ("in about 2 hours" is a moment)
    const approximate = lead && APPROXIMATE.test(lead[0]);
    if (lead && !approximate) return { start: lead.index, end, minutes: found.minutes };
    const ahead = approximate ? before.slice(0, lead.index) : before;
    if (!/^\d/.test(found.text) || (!bareMinutes && BARE_M.test(found.text)) || NOT_A_LENGTH_BEFORE.test(ahead) || NOT_A_LENGTH_AFTER.test(text.slice(after)))
      continue;
    return { start: approximate ? lead.index : found.index, end, minutes: found.minutes };
  }
  return null;
}
