import type { ScheduleSession } from '../schedule/types.js';
import { toHHmm as hhmm, toMinutes } from '../schedule/time.js';

const span = (s: ScheduleSession) => [toMinutes(s.startTime), toMinutes(s.endTime)] as const;

/**
 * A new plan's work sessions laid, in their order, into the free time between `from` and `to`
 * around the sessions a user keeps: each at the earliest time that does not overlap a kept one or an
 * earlier new one, with a break of the plan's own length after it while there is room. A session that
 * no longer fits is left out (its task is then reported as not planned).
 */
export function fitAround(kept: ScheduleSession[], fresh: ScheduleSession[], from: number, to: number): ScheduleSession[] {
  const busy = kept.map(span);
  const free = (start: number, end: number) => end <= to && busy.every(([s, e]) => end <= s || start >= e);
  const firstBreak = fresh.find((s) => s.isBreak);
  const breakMinutes = firstBreak ? span(firstBreak)[1] - span(firstBreak)[0] : 0;
  const work = fresh.filter((s) => !s.isBreak);
  const placed: ScheduleSession[] = [];
  let cursor = from;
  for (const [i, session] of work.entries()) {
    const [start, end] = span(session);
    const length = end - start;
    let at = cursor;
    // step past each kept session in the way until the whole session fits
    for (let moved = true; moved && at + length <= to;) {
      moved = false;
      for (const [s, e] of busy)
        if (at < e && at + length > s) {
          at = e;
          moved = true;
        }
    }
    if (at + length > to) continue;
    placed.push({ ...session, startTime: hhmm(at), endTime: hhmm(at + length) });
    busy.push([at, at + length]);
    cursor = at + length;
    if (breakMinutes > 0 && i < work.length - 1 && firstBreak && free(cursor, cursor + breakMinutes)) {
      placed.push({ ...firstBreak, startTime: hhmm(cursor), endTime: hhmm(cursor + breakMinutes) });
      busy.push([cursor, cursor + breakMinutes]);
      cursor += breakMinutes;
    }
  }
  return placed;
}
