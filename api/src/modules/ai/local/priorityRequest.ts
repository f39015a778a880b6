import { stripFrame } from './frame.js';
import { englishDates, findPriorityValue } from './words.js';
import type { Entities } from './entities.js';

/** "set the priority of X to 9", "make X high priority", "bump X", "mach X wichtig": a task and its new priority (or a step up or down). */
export function readPriority(text: string, e: Entities): void {
  // a value said wins over the verb: "bump X to high priority" sets it
  const p = findPriorityValue(englishDates(text));
  if (p !== null) e.priority = p;
  else if (/\b(?:raise|increase|bump|erhöhe)\b/i.test(text)) e.priorityChange = 'raise';
  else if (/\b(?:lower|decrease|reduce|senke)\b/i.test(text)) e.priorityChange = 'lower';
  const m =
    // "set priority 10 on X", "give X high priority"
    text.match(
      /^(?:please\s+)?(?:set|give|put)\s+(?:(?:a\s+)?(?:priority|prio)\s+(?:of\s+)?(?:10|[1-9]|high|low|medium|urgent)|(?:a\s+)?(?:high|low|medium|top)\s+priority)\s+(?:on|for|to)\s+(.+?)[.!]?$/i,
    ) ??
    text.match(
      /(?:priority|priorität)\s+(?:of|for|on|von|vom|der|des)\s+(?!(?:10|[1-9]|high|low|medium|urgent|hoch|niedrig)\b)(.+?)(?:\s+(?:to|auf|at)\s+.+)?[.!]?$/i,
    ) ??
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
  // "change buy milk priority to low": the field's name is no part of the task's
  if (m) e.targets = [stripFrame(m[1].replace(/(?:'s)?\s+(?:priority|prio|priorität)$/i, ''), [])];
}
