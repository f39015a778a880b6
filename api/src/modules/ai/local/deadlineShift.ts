import { stripFrame } from './frame.js';

/** "postpone X by a week", "push X back 2 days", "verschiebe X um 3 Tage": a task and a number of days or weeks. */
export const SHIFT =
  /(?:move|push|postpone|delay|defer|shift|bump|verschiebe|verschieb|schiebe)\s+(.+?)\s+(?:back\s+|out\s+|nach hinten\s+)?(?:by|um)?\s*(a|an|one|two|three|\d+|eine[nm]?|einen|zwei|drei)\s+(days?|weeks?|tage?n?|wochen?)(?:\s+(?:later|später|back|out|nach hinten))?[.!]?$/i;

const COUNTS: Record<string, number> = { two: 2, three: 3, zwei: 2, drei: 3 };

/** "postpone X by a week", "push X back 2 days": the deadline moves by that many days. */
export function readShift(text: string, e: { targets?: string[]; shiftDays?: number }): boolean {
  const shift = text.match(SHIFT);
  if (!shift) return false;
  e.targets = [stripFrame(shift[1], [])];
  const n = /^\d+$/.test(shift[2]) ? Number(shift[2]) : (COUNTS[shift[2].toLowerCase()] ?? 1);
  e.shiftDays = /^(?:weeks?|wochen?)$/i.test(shift[3]) ? n * 7 : n;
  return true;
}
