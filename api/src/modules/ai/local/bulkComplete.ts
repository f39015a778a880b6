import type { Entities, UnderstandContext } from './entities.js';
import { fuzzyProject } from './projectNames.js';

/**
 * "mark all home tasks as done", "complete all my Work tasks", "alle Aufgaben in Home erledigen", "erledige alle
 * Home-Aufgaben": every open task of the project named. A name no project has is kept as said, for the tool to
 * answer that there is no such project.
 */

const POLITE = String.raw`^(?:(?:please|pls|plz|can you|could you|bitte|kannst du)[,\s]+)*`;
const DONE = String.raw`(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?`;
const GERMAN_DONE = String.raw`(?:\s+(?:als\s+erledigt|ab))?`;
const FORMS = [
  // "mark all home tasks as done", "complete all of my Work tasks"
  new RegExp(
    `${POLITE}(?:mark|complete|finish|close|check off|tick off)\\s+(?:all|every)\\s+(?:(?:of\\s+)?(?:my|the)\\s+)?(?:open\\s+)?(.+?)\\s+(?:tasks|to-?dos)${DONE}[.!]?$`,
    'iu',
  ),
  // "alle Aufgaben in Home erledigen", "alle meine Aufgaben im Projekt Home abhaken"
  new RegExp(
    `${POLITE}alle\\s+(?:meine\\s+)?(?:offenen\\s+)?aufgaben\\s+(?:in|im|aus|von)\\s+(?:dem\\s+)?(?:projekt\\s+)?(.+?)\\s+(?:erledigen|abhaken|abschließen|als\\s+erledigt\\s+markieren)[.!]?$`,
    'iu',
  ),
  // "erledige alle Home Aufgaben" (the reader makes "Home-Aufgaben" two words), "markiere alle Aufgaben in Home als erledigt"
  new RegExp(`${POLITE}(?:erledige|markiere|hake)\\s+alle\\s+(?:meine\\s+)?(?:offenen\\s+)?(\\S.*?)\\s+aufgaben${GERMAN_DONE}[.!]?$`, 'iu'),
  new RegExp(
    `${POLITE}(?:erledige|markiere|hake)\\s+alle\\s+(?:meine\\s+)?(?:offenen\\s+)?aufgaben\\s+(?:in|im|aus|von)\\s+(?:dem\\s+)?(?:projekt\\s+)?(.+?)${GERMAN_DONE}[.!]?$`,
    'iu',
  ),
];

/** Words before "tasks" that say which tasks without naming a project ("all overdue tasks", "all my open tasks"). */
const NOT_A_PROJECT =
  /^(?:(?:my|the|meine|die)\s+)?(?:overdue|late|today'?s|tomorrow'?s|urgent|important|high(?:[-\s]priority)?|low(?:[-\s]priority)?|remaining|other|these|those|open|completed|done|finished|überfällig\p{L}*|heutig\p{L}*|offen\p{L}*|dringend\p{L}*|wichtig\p{L}*|erledigt\p{L}*|my|the|meine|die|of|of my|of the)$/iu;

/** The project whose open tasks a message completes all at once, or null when the message is none of these. */
export function readBulkComplete(text: string, ctx: UnderstandContext): Entities | null {
  for (const form of FORMS) {
    const m = text.match(form);
    if (!m) continue;
    const name = m[1].trim().replace(/^["“]|["”]$/g, '');
    if (NOT_A_PROJECT.test(name)) return null;
    return { all: true, projectName: fuzzyProject(name, ctx.projects) ?? name };
  }
  return null;
}
