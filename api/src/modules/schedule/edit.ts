import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { describeSessions } from './scheduler.js';
import { DAY_END, toHHmm, toMinutes } from './time.js';
import type { ScheduleData, ScheduleSession } from './types.js';

/** Edits of a stored day plan. Each returns a new ScheduleData and never leaves two sessions overlapping. */

const span = (s: ScheduleSession) => ({ start: toMinutes(s.startTime), end: toMinutes(s.endTime) });
const sorted = (sessions: ScheduleSession[]) => [...sessions].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime) || a.sessionId - b.sessionId);
const label = (s: ScheduleSession) => `"${s.taskName}" (${s.startTime}–${s.endTime})`;

function find(data: ScheduleData, sessionId: number) {
  const s = data.sessions.find((x) => x.sessionId === sessionId);
  if (!s) throw notFound('Session');
  return s;
}

function finish(data: ScheduleData, sessions: ScheduleSession[]): ScheduleData {
  const next = sorted(sessions);
  const hasWork = next.some((s) => !s.isBreak);
  return { ...data, sessions: next, isEmpty: !hasWork, summary: hasWork ? describeSessions(next) : `Nothing planned for ${data.date} any more.` };
}

/**
 * Moves a session to a new start, keeping its length. A session that would start inside an
 * earlier one is refused. Later sessions it runs into are pushed back, in order, when
 * `shiftLater` is true, and the move is refused otherwise.
 */
export function moveSession(data: ScheduleData, sessionId: number, startTime: string, shiftLater = true): ScheduleData {
  const moving = find(data, sessionId);
  const { start, end } = span(moving);
  const ns = toMinutes(startTime);
  const ne = ns + (end - start);
  if (ne > DAY_END) throw badRequest(`The session would end after midnight: start it before ${toHHmm(DAY_END - (end - start))}`);
  const others = sorted(data.sessions.filter((s) => s.sessionId !== sessionId));
  const inside = others.find((o) => span(o).start < ns && span(o).end > ns);
  if (inside) throw conflict(`${startTime} is inside ${label(inside)}: choose a time when nothing else is planned`);
  const hit = others.find((o) => span(o).start >= ns && span(o).start < ne);
  if (hit && !shiftLater) throw conflict(`The session would overlap ${label(hit)}`);

  let cursor = ne;
  const result: ScheduleSession[] = [{ ...moving, startTime: toHHmm(ns), endTime: toHHmm(ne) }];
  for (const o of others) {
    const o0 = span(o);
    if (o0.start < ns || o0.start >= cursor) {
      result.push(o);
      if (o0.start >= ns) cursor = Math.max(cursor, o0.end);
      continue;
    }
    const shift = cursor - o0.start;
    if (o0.end + shift > DAY_END) throw badRequest(`Moving it would push ${label(o)} past midnight`);
    result.push({ ...o, startTime: toHHmm(o0.start + shift), endTime: toHHmm(o0.end + shift) });
    cursor = o0.end + shift;
  }
  return finish(data, result);
}

/** Removes a session; a break left with no work on both sides goes with it. Nothing else moves. */
export function removeSession(data: ScheduleData, sessionId: number): ScheduleData {
  find(data, sessionId);
  const rest = sorted(data.sessions.filter((s) => s.sessionId !== sessionId));
  const kept = rest.filter((s, i) => !s.isBreak || (rest[i - 1] && !rest[i - 1].isBreak && rest[i + 1] && !rest[i + 1].isBreak));
  return finish(data, kept);
}

/**
 * Adds a work session for a task. With a start time it must not overlap anything; without one it
 * goes after the last session, after a break when that one is work.
 */
export function addSession(
  data: ScheduleData,
  input: { taskId: number; taskName: string; minutes: number; startTime?: string; breakDuration: number; defaultStart: string; notes?: string },
): { data: ScheduleData; session: ScheduleSession } {
  const list = sorted(data.sessions);
  let nextId = Math.max(0, ...list.map((s) => s.sessionId)) + 1;
  const added: ScheduleSession[] = [];
  let start: number;
  if (input.startTime) {
    start = toMinutes(input.startTime);
    const clash = list.find((s) => span(s).start < start + input.minutes && span(s).end > start);
    if (clash) throw conflict(`The session would overlap ${label(clash)}`);
  } else {
    const last = list[list.length - 1];
    start = last ? span(last).end : toMinutes(input.defaultStart);
    if (last && !last.isBreak && input.breakDuration > 0) {
      added.push({
        sessionId: nextId++,
        taskId: null,
        taskName: 'Break',
        startTime: toHHmm(start),
        endTime: toHHmm(start + input.breakDuration),
        isBreak: true,
      });
      start += input.breakDuration;
    }
  }
  if (start + input.minutes > DAY_END) throw badRequest('The session would end after midnight');
  const session: ScheduleSession = {
    sessionId: nextId,
    taskId: input.taskId,
    taskName: input.taskName,
    startTime: toHHmm(start),
    endTime: toHHmm(start + input.minutes),
    isBreak: false,
    ...(input.notes ? { notes: input.notes } : {}),
  };
  return { data: finish(data, [...list, ...added, session]), session };
}
