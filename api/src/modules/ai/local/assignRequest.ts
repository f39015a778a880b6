/**
 * "assign buy milk to Bob", "unassign buy milk", "who is buy milk assigned to?", "what's assigned to me?", "weise
 * Milch kaufen Bob zu", "wem ist Milch kaufen zugewiesen?": a task's assignee in a shared project, read by the frame
 * of the request alone (the classifier has no intent for it).
 */

export type AssignRequest =
  { intent: 'task.assign'; target: string; person: string | null } | { intent: 'ask.assignee'; target: string } | { intent: 'ask.list'; assignee: string };

const POLITE = String.raw`^(?:(?:please|pls|plz|can you|could you|bitte|kannst du)[,\s]+)*`;
const END = String.raw`\s*[?.!]*$`;
const re = (s: string) => new RegExp(POLITE + s + END, 'iu');

const ASSIGN = [re(String.raw`(?:re-?)?assign\s+(.+?)\s+to\s+(.+?)`), re(String.raw`delegate\s+(.+?)\s+to\s+(.+?)`)];
const GERMAN_ASSIGN = [re(String.raw`weise\s+(.+?)\s+(\S+)\s+zu`), re(String.raw`(.+?)\s+(?:an\s+)?(\S+)\s+zuweisen`)];
const UNASSIGN = [
  re(String.raw`(?:unassign|deassign)\s+(?:\S+\s+from\s+)?(.+?)`),
  re(String.raw`(?:remove|clear)\s+(?:the\s+)?assignee\s+(?:from|of|on)\s+(.+?)`),
  re(String.raw`(?:entferne|lösche)\s+die\s+zuweisung\s+(?:von|bei)\s+(.+?)`),
];
const WHO = [
  re(String.raw`who(?:'s|\s+is)\s+assigned\s+(?:to|on)\s+(.+?)`),
  re(String.raw`who(?:'s|\s+is)\s+(.+?)\s+assigned\s+to`),
  re(String.raw`who(?:'s|\s+is)\s+(?:working\s+on|responsible\s+for|doing|handling)\s+(.+?)`),
  re(String.raw`wem\s+ist\s+(.+?)\s+zugewiesen`),
  re(String.raw`wer\s+(?:macht|bearbeitet|übernimmt|ist\s+für)\s+(.+?)(?:\s+zuständig)?`),
];
const ASSIGNED_TO = [
  re(
    String.raw`(?:what(?:'s|\s+is|\s+are)?|which\s+tasks\s+(?:are|is)|show(?:\s+me)?(?:\s+(?:the|all))?(?:\s+tasks)?|list(?:\s+(?:the|all))?(?:\s+tasks)?)\s+(?:tasks\s+)?(?:still\s+)?assigned\s+to\s+(.+?)`,
  ),
  re(String.raw`(?:show|list)(?:\s+me)?\s+(my)\s+assigned\s+tasks`),
  re(String.raw`(?:was|welche\s+aufgaben)\s+(?:ist|sind)\s+(\S+)\s+zugewiesen`),
];

/** The assignee request a message makes, or null when it makes none. */
export function readAssign(text: string): AssignRequest | null {
  for (const form of WHO) {
    const m = text.match(form);
    if (m) return { intent: 'ask.assignee', target: m[1] };
  }
  for (const form of ASSIGNED_TO) {
    const m = text.match(form);
    if (m) return { intent: 'ask.list', assignee: m[1] };
  }
  for (const form of UNASSIGN) {
    const m = text.match(form);
    if (m) return { intent: 'task.assign', target: m[1], person: null };
  }
  for (const form of [...ASSIGN, ...GERMAN_ASSIGN]) {
    const m = text.match(form);
    if (m) return { intent: 'task.assign', target: m[1], person: m[2] };
  }
  return null;
}
