import { stripFrame } from './frame.js';
import { fuzzyProject } from './projectNames.js';
import { readShift } from './deadlineShift.js';
import { readDate } from './saidDate.js';
import type { Entities, UnderstandContext } from './entities.js';
import type { LeadIntent } from './frame.js';

/** "move X to …", "X auf … verschieben": a change of the task's project or deadline, whatever its words are */
export const MOVE_LEADS: LeadIntent[] = [
  {
    re: /^(?:(?:please|pls|plz|can you|could you|would you|bitte|kannst du|könntest du)[,\s]+)*(?:move|push|postpone|reschedule|defer|delay|shift|snooze|verschiebe|verschieb|schiebe|schieb)\s+(?!(?:my|the|den|meinen)\s+(?:plan|schedule|day|tag)\b)\S.*\s+(?:to|until|till|into|by|auf|nach|um|in|ins)\s+\S/i,
    intent: 'task.move',
    unless: /^task\.(?:move|deadline|priority)$/,
  },
  {
    re: /^\S.*\s+(?:auf|nach|in|ins)\s+\S.*\s+(?:verschieben|schieben|legen)[.!?]*$/i,
    intent: 'task.move',
    unless: /^task\.(?:move|deadline)$/,
  },
];

/**
 * "move X to Home", "verschiebe X nach Work", "X ins Projekt Home verschieben": a task and its new project; a move to
 * a day ("move X to friday", "push X by a week") is a move of its deadline.
 */
export function readMove(text: string, ctx: UnderstandContext, e: Entities): 'project' | 'deadline' {
  const m =
    text.match(/(?:change|set|switch)\s+(?:the\s+)?project\s+(?:of|for)\s+(.+?)\s+to\s+((?:the\s+)?(.+?)(?:\s+project)?)[.!]?$/i) ??
    text.match(
      /(?:move|put|transfer|file|push|postpone|reschedule|defer|delay|shift|snooze|verschiebe|verschieb|schiebe|schieb)\s+(.+)\s+(?:to|into|under|in|nach|ins|zu|auf|until|till)\s+((?:the\s+|das\s+|den\s+)?(?:project\s+|projekt\s+)?["“]?(.+?)["”]?(?:\s+(?:project|projekt))?)[.!?]*$/i,
    ) ??
    text.match(/^(.+?)\s+(?:auf|nach|in|ins)\s+((?:das\s+|den\s+)?(?:projekt\s+)?(.+?))\s+(?:verschieben|schieben|legen)[.!?]*$/i) ??
    text.match(/^(?:please\s+)?(?:change|switch|set)\s+(.+?)\s+to\s+((?:the\s+)?(?:project\s+)?(.+?)(?:\s+project)?)[.!?]*$/i);
  if (readShift(text, e)) return 'deadline';
  if (m) {
    e.targets = [stripFrame(m[1].replace(/\s+(?:over|across)$/i, ''), [])];
    const project = fuzzyProject(m[3], ctx.projects);
    // "to the 5th", "auf den 5.": the words after "to" are read whole, article and all, as a date
    const when = project ? null : readDate(m[2], ctx, true);
    if (when) {
      e.dueDate = when.dueDate;
      if (when.dueTime) e.dueTime = when.dueTime;
      // a new day alone keeps the deadline's time of day, as a snooze does
      else e.keepTime = true;
      return 'deadline';
    }
    e.projectName = project ?? m[3].trim();
  }
  return 'project';
}
