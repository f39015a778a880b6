import type { LeadIntent } from './frame.js';

/** "rename X to Y", "benenne X in Y um", "X soll Y heißen": a task's new name, in English and German. */

export const RENAME_LEADS: LeadIntent[] = [
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
];

/** The words naming the task and its new name, or null when the message does not say both. */
export function readRename(text: string): { target: string; newName: string } | null {
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
  return m ? { target: m[1], newName: m[2].replace(/^["“']+|["”']+$/g, '').trim() } : null;
}
