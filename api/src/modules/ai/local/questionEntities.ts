import { addDays } from '../clock.js';
import type { IntentName } from './corpus/intentNames.js';
import { englishDates, findBand, findPeriod } from './words.js';
import { findDate } from './dates.js';
import { wordsAndDate } from './datedNotes.js';
import { fuzzyProject, knownProject, normalized } from './projectNames.js';
import type { Entities, UnderstandContext } from './entities.js';

/** What a question is about: a project, a priority band, a period, a status, a day things fall due, a task. */
/** The one day a question of what is due names ("what's due on friday?", "was ist am 5. fällig?"), or null. */
export function dueDayOf(text: string, ctx: UnderstandContext): string | null {
  return findDate(englishDates(text.toLowerCase()), ctx.today)?.date ?? wordsAndDate(text, ctx)?.dueDate ?? null;
}

/** Reads what a question is about into `e`; `dueDay` gives the day it names, when the caller has read it already. */
export function questionEntities(intent: IntentName, text: string, ctx: UnderstandContext, e: Entities, dueDay = () => dueDayOf(text, ctx)) {
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
          `(?:^|[^\\p{L}])(?:(?:in|for|on|at|im|für|projekt|project)\\s+(?:the\\s+)?${name}|(?:(?:my|the|meine|die|me|mir|all|alle)\\s+|^)${name}\\s+(?:tasks?|aufgaben|to-?dos|items|stuff|things|sachen|list|liste)|^(?:show|list|zeig|zeige)\\s+(?:me\\s+|mir\\s+)?(?:my\\s+|meine\\s+|the\\s+)?${name}(?:\\s+(?:project|projekt))?[?.!]*$)(?:$|[^\\p{L}])`,
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
  // "how many tasks are due this week?": a count of what falls due then, as the list of it would show
  const dueCount = intent === 'ask.count' && e.status === 'open';
  if (dueCount && /(?<![\p{L}])(?:overdue|past due|überfällig\p{L}*)(?![\p{L}])/iu.test(lower)) e.due = 'overdue';
  // "what do i have today?", "my tasks for friday": a list of a day is what falls due that day
  else if (
    (intent === 'ask.list' || dueCount) &&
    (/\b(?:due|fällig)\b/.test(lower) ||
      (intent === 'ask.list' && (/\b(?:tomorrow|morgen|today|tonight|heute|week|woche)\b/.test(lower) || dueDay())) ||
      // "how many tasks do I have this week?": what there is to do then
      (dueCount && /\b(?:have|got|left|habe|hab|hast)\b/.test(lower) && /\b(?:tomorrow|morgen|today|heute|this week|diese woche)\b/.test(lower)))
  ) {
    if (/\b(?:tomorrow|morgen)\b/.test(lower)) e.due = 'tomorrow';
    else if (/(?<![\p{L}])(?:next\s+week|nächste\s+woche|kommende\s+woche)(?![\p{L}])/iu.test(lower)) e.due = 'next week';
    else if (/\b(?:week|woche)\b/.test(lower)) e.due = 'this week';
    else {
      const day = dueDay();
      if (day && day > addDays(ctx.today, 1)) e.dueOn = day;
      else e.due = day === addDays(ctx.today, 1) ? 'tomorrow' : 'today';
    }
    delete e.period;
  }
  if (intent === 'ask.time_spent' || intent === 'ask.time_left') {
    const on = text.match(
      /(?<![\p{L}])(?:on|for|with|into|mit|für|an|in|ins)\s+(?:the\s+task\s+|the\s+|dem\s+|den\s+|die\s+|das\s+)?(.+?)(?:\s+(?:this|today|yesterday|last|diese|heute|gestern|verbracht|gearbeitet|investiert|gesteckt|so far)(?![\p{L}]).*)?[?.!]*$/iu,
    );
    if (on && !e.projectName) {
      const name = on[1].trim();
      const p = knownProject(name.replace(/\s+(?:project|projekt)$/i, '').replace(/^(?:project|projekt)\s+/i, ''), ctx.projects);
      if (p) e.projectName = p;
      else if (!/^(?:my\s+)?(?:tasks?|aufgaben|work|arbeit|total|all|insgesamt|gesamt|summe)$/i.test(name) && !findPeriod(name, ctx.today)) e.targets = [name];
    }
  }
}
