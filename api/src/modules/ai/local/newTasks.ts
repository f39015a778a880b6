import { parseCreate, type CreateIntent } from './intents.js';
import { englishDates, findDuration } from './words.js';
import { parseQuickAdd } from '../../../../../shared/tasks/quickAdd.js';
import { newTaskLabels, trailingLabels } from './labels.js';
import { fuzzyProject, knownProject } from './projectNames.js';
import type { UnderstandContext } from './entities.js';
import { readDate } from './saidDate.js';
import { splitTaskPhrases } from './taskVerbs.js';
import { plainInfinitive } from './germanInfinitive.js';

/** The new tasks a message asks for, with their project, priority, duration, deadline and labels. */

/** One or several new tasks: "add tasks buy milk and call the plumber", "add two tasks: a, b", "add 'a' and 'b' tomorrow". */
export function createSpecs(text: string, ctx: UnderstandContext): CreateIntent[] {
  const german = whenLast(englishDates(text), ctx);
  const several = german.match(
    /^(.*?\b(?:tasks|to-?dos|items|aufgaben)\b(?:\s+(?:to my list|hinzu|an))?(?:\s+((?:to|in|into|for|under|zu|im|für)\s+[^:,]+?)(?:\s+(?:hinzu|an))?(?=\s*:))?\s*:?\s*)(.+)$/i,
  );
  const lead = /^(?:(?:please|pls|plz|bitte|hey|ok|(?:can|could|would) you)[,\s]+)*(?:add|create|make|new|füge?|füg|erstelle|lege?)\b/i.test(german);
  if (several && lead && /,|;|\band\b|\bund\b/i.test(several[3])) {
    const parts = several[3]
      .replace(/\s+(?:hinzu|an)$/i, '')
      .split(/\s*(?:,|;|\band\b|\bund\b)\s*/i)
      .filter(Boolean);
    // "add 3 tasks to Work: a, b and c", "add tasks for tomorrow: a, b": what is said before them is said of each
    const said = several[2] ? `, ${several[2]}` : '';
    const specs = parts.map((p) => createOne(`add a task ${p}${said}`, ctx)).filter((s): s is CreateIntent => !!s?.name);
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
  // "add buy flowers and wrap the gift for saturday": two to-dos, each a verb and its object, with what is said of both
  const phrases = /["“”]/.test(german) ? null : splitTaskPhrases(one.name);
  if (phrases) return phrases.map((p) => ({ ...one, name: tidy(p) }));
  return [one];
}

/** "remind me tomorrow at 8 to take my vitamins": the day said first is the task's, as in "remind me to … tomorrow at 8". */
function whenLast(text: string, ctx: UnderstandContext): string {
  const m = text.match(/^((?:(?:please|pls|plz|hey|ok(?:ay)?)[,\s]+)*remind me)\s+((?:\S+\s+){1,4}?)to\s+(\S.*)$/i);
  return m && readDate(m[2], ctx, true) ? `${m[1]} to ${m[3]} ${m[2].trim()}` : text;
}

/** The verb that opens a request for a new task, when it is not followed by "task". */
const CREATE_VERB =
  /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|also|bitte|(?:can|could|would) you)[,\s]+)*(?:add|create|put|(?:i\s+)?(?:need|have|must|gotta|got) to|i(?:'?ve|\s+have)(?:\s+got)? to|gotta|don'?t (?:let me )?forget to|ich muss(?:\s+(?:noch|unbedingt|mal))?)\s+/i;

/** "füge die Aufgabe X hinzu", "neue Aufgabe X", "setz X auf meine Liste", "erinnere mich X", "trag X ein" in the English frame the grammar reads. */
function germanCreate(text: string): string {
  return text
    .replace(
      /^(?:bitte\s+)?(?:füge?|füg|erstelle|lege?|leg)\s+(?:bitte\s+|mir\s+)*(?:eine?\s+|die\s+)?(?:neue\s+)?aufgabe\s*:?\s*(?:an\s*:?\s*)?/i,
      'add a task ',
    )
    .replace(/^(?:bitte\s+)?neue\s+aufgabe\s*:?\s*/i, 'add a task ')
    .replace(
      /^(?:bitte\s+)?(?:setze?|setz|schreibe?|schreib|packe?|pack)\s+(?:bitte\s+|mir\s+)*(.+?)\s+auf\s+(?:meine|die)\s+(?:to-?do[-\s]?)?liste(?![\p{L}])\s*/iu,
      'add a task $1 ',
    )
    .replace(/^(?:bitte\s+)?aufgabe\s+(?:hinzufügen|anlegen|erstellen)\s*:?\s*/i, 'add a task ')
    .replace(/^(?:bitte\s+)?erinnere mich\s+((?:\S+\s+){0,3}?)an\s+(?:den|die|das|dem)\s+/i, 'remind me to $1')
    .replace(/^(?:bitte\s+)?erinnere mich(?:\s+daran)?,?\s*/i, 'remind me to ')
    .replace(/^(?:bitte\s+)?(?:füge?|füg|trage?|schreibe?)\s+(?:bitte\s+|mir\s+)*(?:(?:hinzu|ein)\s*:\s*)?/i, 'add a task ')
    .replace(/^(?:bitte\s+)?ich muss\s+(?:(?:noch|unbedingt|mal)\s+)*/i, 'add a task ')
    .replace(/\s+(?:hinzu|an|ein)(?=\s*(?:[,.!]|$))/i, '');
}

/** A priority said in words in a part of its own (", urgent", ", niedrige Prio", ", not urgent"), as a number. */
export function priorityPhrase(part: string): number | null {
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
  if (!quoted) spec.name = tidy(plainInfinitive(spec.name));
  return spec;
}

const tidy = (s: string) => {
  const t = s.replace(/[\s,.;:\-–]+$/g, '').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
};
