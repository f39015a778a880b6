import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, badRequest, conflict, forbidden, notFound, parseInput } from '../../lib/errors.js';
import * as machine from '../../../../shared/pomodoro/machine.js';
import type { Timer, Transition } from '../../../../shared/pomodoro/machine.js';
import { assertSignedIn, timerPolicy, type SignedIn } from './policy.js';
import * as pomodoro from './repository.js';
import { findTask } from '../tasks/repository.js';
import { taskPolicy } from '../tasks/policy.js';
import { pomodoroSettingsOf } from './settings.js';
import { recordEvents } from './timerEffects.js';
import { publishTasksChange } from '../tasks/events.js';
import { presentTimer, sameTimer, toColumns, toMachine, type StoredTimer } from './timerState.js';
import { FinishPhaseInput, StartTimerInput } from '../../../../shared/pomodoro/validation.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';

/** A client whose clock runs slightly ahead may report zero this much early. */
const FINISH_GRACE_MS = 1000;
const ATTEMPTS = 5;

type Op = (t: Timer, now: number, stored: StoredTimer) => Transition | Promise<Transition>;

class StaleVersion extends Error {}

export async function loadTimer(deps: Pick<Deps, 'db'>, userId: number): Promise<StoredTimer> {
  const [row, settings] = await Promise.all([pomodoro.findTimerState(deps.db, userId), pomodoroSettingsOf(deps, userId)]);
  const sessionMinutes = row?.pomodoroSessionId ? await pomodoro.sessionMinutes(deps.db, row.pomodoroSessionId) : null;
  return { userId, row, settings, sessionMinutes };
}

/** The timer as stored, without recording anything (live updates read it this way). */
export async function readTimer(deps: Pick<Deps, 'db'>, userId: number) {
  return presentTimer(await loadTimer(deps, userId), Date.now());
}

/** The viewer's own timer as stored (each value of the timerChanged subscription). */
export async function viewerTimer(deps: Pick<Deps, 'db'>, viewer: Viewer) {
  assertSignedIn(viewer);
  return readTimer(deps, viewer.id);
}

/** The timer of user `ownerId` when the viewer may read it, else null (node(id:) of a Timer). */
export async function readableTimer(deps: Pick<Deps, 'db'>, viewer: Viewer, ownerId: number) {
  return timerPolicy.canRead(viewer, { userId: ownerId }) ? readTimer(deps, ownerId) : null;
}

/** A task the viewer may focus on: 404 for a task they cannot read (a stranger's is "not found"), 403 for one they only read. */
async function assertFocusable(deps: Deps, viewer: SignedIn, taskId: number) {
  const task = await findTask(deps.db, taskId);
  if (!task || !taskPolicy.canRead(viewer, task)) throw notFound('Task');
  if (!timerPolicy.canFocusOn(viewer, task)) throw forbidden(MEMBER_MESSAGES.viewerOnly);
}

/**
 * Applies one transition of the machine to the stored timer. The write is conditional on the
 * version read, and the events are recorded in the same transaction, so when two tabs or devices
 * act at once exactly one of them records a phase end; the other re-reads and sees the result.
 */
async function runOp(deps: Deps, viewer: SignedIn, op: Op) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await loadTimer(deps, viewer.id);
    const before = toMachine(stored);
    const now = Date.now();
    const { timer, events } = await op(before, now, stored);
    if (!events.length && sameTimer(before, timer)) return presentTimer(stored, now);
    try {
      await write(deps, viewer, stored, timer, events);
    } catch (err) {
      if (err instanceof StaleVersion) continue;
      throw err;
    }
    deps.pubsub.publish('timer:changed', viewer.id, { userId: viewer.id });
    await publishTasksChange(deps, 'updated', [...touchedTasks(events)]);
    return readTimer(deps, viewer.id);
  }
  throw conflict('The timer was changed on another device at the same moment. Please try again.');
}

async function write(deps: Deps, viewer: SignedIn, stored: StoredTimer, timer: Timer, events: Transition['events']) {
  const { userId } = stored;
  const version = stored.row?.version ?? 0;
  // the first use: a row at version 0, created once even when two requests race
  if (!stored.row) await pomodoro.ensureTimerState(deps.db, userId);
  await deps.db.$transaction(async (tx) => {
    if (!(await pomodoro.claimTimerVersion(tx, userId, version, toColumns(timer)))) throw new StaleVersion();
    const sessionId = await recordEvents(tx, viewer, stored.row?.pomodoroSessionId ?? null, events);
    await pomodoro.setTimerSession(tx, userId, sessionId);
  });
}

/** The current timer; a phase that reached zero while nobody watched is recorded now. */
export async function getTimer(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return runOp(deps, viewer, (t, now) => machine.tick(t, now));
}

/** Starts a pomodoro on the tasks (the first active); with none, again on the current ones. */
export async function startTimer(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const { taskIds } = parseInput(StartTimerInput, input);
  return runOp(deps, viewer, async (t, now) => {
    const group = taskIds.length ? [...new Set(taskIds)] : t.groupTaskIds;
    if (!group.length) throw badRequest('Choose a task to focus on');
    for (const id of group) await assertFocusable(deps, viewer, id);
    return machine.start(t, group, now);
  });
}

export async function pauseTimer(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return runOp(deps, viewer, (t, now) => {
    const next = machine.pause(t, now);
    if (next.timer.status === 'idle') throw conflict('The timer is not running');
    return next;
  });
}

export async function resumeTimer(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return runOp(deps, viewer, (t, now) => {
    const next = machine.resume(t, now);
    if (next.timer.status === 'idle') throw conflict('The timer is not paused: start it instead');
    return next;
  });
}

export async function resetTimer(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return runOp(deps, viewer, (t, now) => machine.reset(t, now));
}

/** Marks the active task completed, completes the session in progress, clears the active task. */
export async function completeTimerTask(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return runOp(deps, viewer, (t, now) => {
    if (t.activeTaskId === null) throw conflict('There is no active task to complete');
    return machine.completeTask(t, now);
  });
}

/**
 * A client saw the phase reach zero. Accepted once the phase has really ended; with a version
 * that is no longer current (another tab or device already finished it) it just answers the
 * current timer, so the work is recorded exactly once.
 */
export async function finishPhase(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const { version } = parseInput(FinishPhaseInput, input);
  return runOp(deps, viewer, (t, now, stored) => {
    if ((stored.row?.version ?? 0) !== version) return machine.tick(t, now);
    if (t.status !== 'running' || t.endsAt === null) throw conflict('The timer is not running');
    if (t.endsAt > now + FINISH_GRACE_MS) {
      throw new AppError(409, 'The phase has not ended yet', { endsAt: new Date(t.endsAt).toISOString() });
    }
    return machine.tick(t, Math.max(now, t.endsAt));
  });
}

/** Tasks whose time spent or completion the events changed, so their open lists update live. */
function touchedTasks(events: Transition['events']): Set<number> {
  const ids = new Set<number>();
  for (const e of events) {
    if (e.type === 'workCompleted' || e.type === 'phaseAbandoned') for (const c of e.credits) ids.add(c.taskId);
    if (e.type === 'taskCompleted') {
      ids.add(e.taskId);
      for (const c of e.credits) ids.add(c.taskId);
    }
  }
  return ids;
}
