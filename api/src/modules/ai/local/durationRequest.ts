import { stripFrame } from './frame.js';
import { findDuration } from './words.js';
import type { Entities } from './entities.js';
import type { LeadIntent } from './frame.js';

/** "X takes 20 minutes", "set the duration of X to 1 hour", "X dauert 2 Stunden": a task and how long it takes. */

export const DURATION_LEAD: LeadIntent = {
  re: /^(?!(?:how|what|which|wie|was|welche)\b)[^?]+?\s+(?:(?:will|should|would|might|is going to|wird)\s+)?(?:only\s+|just\s+|nur\s+)?(?:take|takes|last|lasts|dauert|braucht)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|ca\.?\s+|etwa\s+|ungefähr\s+|~\s*)?(?:\d|an?\s|one\s|half\s|two\s|three\s|eine|halbe|zwei|drei|anderthalb)[^?]*$/i,
  intent: 'task.duration',
  unless: /^(?:task\.(?:duration|create)|ask\.\w+)$/,
};

/** "set X to 45m", "change X to an hour", "setz X auf 30 Minuten": a task set to a length and nothing else */
const SET_TO =
  /^(?:(?:please|pls|can you|could you|bitte|kannst du)[,\s]+)*(?:set|change|make|update|setze?|setz|stelle?|stell|ändere)\s+(?!(?:the\s+|my\s+|den\s+|meinen\s+)?(?:timer|pomodoro|break|pause|focus|fokus|work|arbeit)(?![\p{L}]))(\S.*?)\s+(?:to|auf)\s+(?:about\s+|around\s+|etwa\s+|ca\.?\s*)?(?:\d+(?:[.,]\d+)?\s*(?:minutes?|mins?|m|min|minuten|hours?|hrs?|h|stunden?|std)|(?:half\s+)?an?\s+hour|eine\s+(?:halbe\s+)?stunde)[.!]?$/iu;
export const SET_DURATION_LEAD: LeadIntent = { re: SET_TO, intent: 'task.duration', unless: /^task\.duration$/ };

export function readDuration(text: string, e: Entities): void {
  const d = findDuration(text);
  if (d) e.durationMinutes = d.minutes;
  const m =
    text.match(/(?:duration|estimate|length|dauer)\s+(?:of|for|von|vom|der|des)\s+(.+?)(?:\s*:\s*|\s+(?:to|at|auf)\s+)/i) ??
    text.match(/(?:estimate|schätze)\s+(.+?)\s+(?:at|auf)\s+/i) ??
    text.match(/^(?:please\s+)?(?:make|mach)\s+(.+?)\s+\d/i) ??
    text.match(/^(?:please\s+)?(?:change|set|update|make|setze|setz|ändere)\s+(.+?)(?:'s)?\s+(?:duration|estimate|length|dauer)\s+(?:to|auf|:)\s*/i) ??
    text.match(/^(.+?)\s+(?:soll(?:te)?|wird)\s+(?:nur\s+)?\S.*\s+(?:dauern|brauchen)[.!]?$/i) ??
    text.match(/^(?:please\s+)?(?:set|make|change|update)\s+(.+?)\s+to\s+(?:take|last)\s+/i) ??
    text.match(SET_TO) ??
    text.match(/^(.+?)\s+(?:(?:will|should|would|only|just|now|nur)\s+)*(?:take|takes|last|lasts|dauert|braucht)\s+/i);
  if (m) e.targets = [stripFrame(m[1], [])];
}
