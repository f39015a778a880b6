import { useSyncExternalStore } from 'react';
import { toast, TOAST_DURATION } from '../components/toast/toastStore.ts';
import { localTasksChanged } from './changes.ts';
import { isOnline, lastConnectivityToastAt, probe } from './connectivity.ts';
import * as db from './db.ts';
import { fromServer, isPending } from './localTask.ts';
import { currentUserId, onRememberedUserChange } from './offlineUser.ts';
import { rememberServerTaskId } from './createdTaskIds.ts';
import { isReorder, labelKey, reorderIds, retarget, touchedIds, withLabelIds } from './queue.ts';
import { isLabelAction, labelRowIdOf } from './labelQueue.ts';
import { rememberDeletedLabel, rememberServerLabelId } from './labelIds.ts';
import { ReplayState } from './replayPlan.ts';
import { ReplaySchedule } from './replaySchedule.ts';
import { ReplayWrites } from './replayWrites.ts';
import { isRetryable, sendAction, sendBatch, type SendResult } from './send.ts';
import { SyncRetry } from './syncRetry.ts';
import type { PendingAction } from './types.ts';
import { isRefusal, refusalText, taskNameOf } from './refusals.ts';
import { REFUSAL_TITLE } from '../../../shared/sync/refusal.ts';
import { startOwnCreate, type OwnCreate } from '../features/tasks/ownCreates.ts';

export type SyncReport = { at: string; sent: number; failed: number; status: 'synced' | 'failed' | 'offline'; errors: string[] };
export type MergeAnswer = { conflict: boolean; serverFields: string[]; offlineFields: string[] };
type ServerTask = Record<string, unknown> & { id: number; name: string; updatedAt?: string; offlineMerge?: MergeAnswer };
export type ServerLabel = { id: number; name: string; color: string; createdAt?: string };

/**
 * Called after a sync with the server copies that replaced local tasks, the labels made offline
 * that the server created (temp rowId → its label) and, when a label change was refused, the
 * server's labels as they are now (null otherwise); the Relay bridge listens.
 */
type SyncEvent = {
  replaced: Map<string, number>;
  labels: Map<number, ServerLabel>;
  serverLabels: ServerLabel[] | null;
  tasks: ServerTask[];
  /** the creates this run sent, held as own creates until the store shows their answers (ownCreates.ts) */
  creates: ReplayedCreate[];
};
export type ReplayedCreate = { localId: string; own: OwnCreate };
type SyncListener = (event: SyncEvent) => void;
const syncListeners = new Set<SyncListener>();
export function onSynced(listener: SyncListener) {
  syncListeners.add(listener);
  return () => void syncListeners.delete(listener);
}

let running: Promise<SyncReport> | null = null;
let lastReport: SyncReport | null = null;
const reportListeners = new Set<() => void>();

export function useLastSync(): SyncReport | null {
  return useSyncExternalStore(
    (l) => (reportListeners.add(l), () => void reportListeners.delete(l)),
    () => lastReport,
  );
}

export function isSyncing() {
  return running !== null;
}

let again = false;

/**
 * Replays the queue in order, then refetches the tasks. A call during a run shares that run, and one
 * more run follows it for the actions queued meanwhile.
 */
export function syncNow(): Promise<SyncReport> {
  if (running) {
    again = true;
    return running;
  }
  retry.cancel();
  running = oneTabAtATime(replay).finally(() => {
    running = null;
    reportListeners.forEach((l) => l());
    if (again) {
      again = false;
      if (isOnline()) void syncNow();
    }
  });
  void running.then(retryWhatIsLeft, () => undefined);
  reportListeners.forEach((l) => l());
  return running;
}

/** The Web Lock the tabs of this origin take to replay: one at a time (see oneTabAtATime). */
export const SYNC_LOCK = 'streamline-sync';

/**
 * Runs `run` while this tab holds the sync lock, after any other tab's run has ended. Every tab hears
 * of a reconnect; the first to take the lock replays the shared queue, and the others, once it is
 * theirs, read what it left (usually nothing: they send no action) and follow its writes (the local
 * work token, relayBridge.ts). Where the browser has no Web Locks, each tab replays, as the
 * Idempotency-Key and clientId make a repeat harmless.
 */
async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Partial<Navigator>).locks : undefined;
  if (!locks?.request) return run();
  let ran = false;
  try {
    return await locks.request(SYNC_LOCK, () => {
      ran = true;
      return run();
    });
  } catch (error) {
    if (ran) throw error;
    return run(); // the lock could not be asked for (an opaque origin): as without Web Locks
  }
}

const retry = new SyncRetry(() => {
  if (isOnline()) void syncNow();
});

/** A run that failed online with actions still queued is tried again by itself (see SyncRetry). */
async function retryWhatIsLeft(report: SyncReport) {
  const left = report.status === 'failed' && isOnline() && (await hasPendingWork());
  if (!running) retry.ranWith(left); // a run started meanwhile decides when it ends
}

/**
 * Requests in flight at once during a replay, each carrying up to BATCH_ACTIONS actions of different
 * tasks (one task's actions stay in order): a queue of a thousand goes in a few dozen requests.
 */
const IN_FLIGHT = 2;
const BATCH_ACTIONS = 25;

async function replay(): Promise<SyncReport> {
  const report: SyncReport = { at: new Date().toISOString(), sent: 0, failed: 0, status: 'synced', errors: [] };
  const owner = currentUserId();
  const replaced = new Map<string, number>();
  const labelsMade = new Map<number, ServerLabel>();
  const conflicts: string[] = [];
  const refusals: string[] = [];
  let labelRefused = false;
  const creates: ReplayedCreate[] = [];
  const queue = await db.getPendingActions().catch(() => [] as PendingAction[]); // the signed-in user's only
  const state = new ReplayState(queue);
  const schedule = new ReplaySchedule(queue);
  const writes = new ReplayWrites();
  let stopped = false;
  // queued actions rewritten in this run (a task's server id, a label's): each rewrite starts from the last
  const rewritten = new Map<string, PendingAction>();
  const rewrite = (later: PendingAction, change: (a: PendingAction) => PendingAction) => {
    const current = rewritten.get(later.id) ?? later;
    const next = change(current);
    if (next === current) return;
    rewritten.set(later.id, next);
    writes.retargeted(next);
  };

  /** The action to send for this queued one, or null when it is settled without sending. */
  const sendable = (original: PendingAction): PendingAction | null => {
    if (state.isOrphan(original)) {
      writes.removed(original.id);
      return null;
    }
    const action = state.prepare(original);
    if (!action) {
      report.failed += 1;
      state.block(original);
      return null;
    }
    if (isReorder(action) && reorderIds(action).length < 2) {
      writes.removed(original.id); // nothing left to order
      return null;
    }
    // another user signed in meanwhile: their session must never send this user's actions
    if (currentUserId() !== owner) {
      stopped = true;
      return null;
    }
    return action;
  };

  /** Sends the taken actions (independent of each other): one alone, several in one batch request. */
  const run = async (originals: PendingAction[]) => {
    const ready = originals.flatMap((original) => {
      const action = sendable(original);
      return action ? [{ original, action }] : [];
    });
    if (!ready.length) return;
    for (const { original, action } of ready) {
      const own = replayedCreate(original, action);
      if (own) creates.push(own);
    }
    const names = await localNames();
    const taskNames = ready.map((r) => taskNameOf(r.original, names));
    let results =
      ready.length === 1
        ? [await sendAction(ready[0].action)]
        : await sendBatch(
            ready.map((r) => r.action),
            taskNames,
          );
    // a refusal of an action sent alone is asked again through the batch, which reports it to the user
    // (same Idempotency-Key: the same answer, nothing written twice)
    if (ready.length === 1 && isRefusal(ready[0].action, results[0])) {
      const [again] = await sendBatch([ready[0].action], taskNames);
      if (again.kind === 'http-error' && again.refused) results = [again];
    }
    for (const [i, { original, action }] of ready.entries()) await answered(original, action, results[i], taskNames[i]);
  };

  /** The names of the local tasks, read once per run (only to name a task in a refusal). */
  let names: Promise<Map<number | string, string>> | null = null;
  const localNames = () =>
    (names ??= db
      .getTasks()
      .then((tasks) => new Map(tasks.map((t) => [t.id, t.name])))
      .catch(() => new Map<number | string, string>()));

  const answered = async (original: PendingAction, action: PendingAction, result: SendResult, taskName: string | null) => {
    if (result.kind === 'ok' || (result.kind === 'http-error' && result.status === 404 && (action.type === 'DELETE' || isReorder(action)))) {
      report.sent += 1;
      settle(original, action, result.kind === 'ok' ? result.body : null);
      writes.removed(original.id);
      return;
    }
    report.failed += 1;
    report.errors.push(
      result.kind === 'network-error'
        ? `${action.data.method} ${action.data.url}: no answer`
        : `${action.data.method} ${action.data.url}: ${result.status} ${result.body}`,
    );
    if (isRetryable(result)) {
      state.block(original);
      state.block(action);
      if (result.kind === 'network-error' && !stopped && !(await probe())) {
        report.status = 'offline';
        stopped = true;
      }
    } else {
      // the server refused it for good (400/403/404/422): drop it and what depends on it, tell the user
      // why (the server also put it in their notifications); the local copy goes, the refetch shows the truth
      state.refuse(original);
      writes.removed(original.id);
      if (isLabelAction(original)) {
        labelRefused = true;
        if (original.type === 'CREATE') state.labelRefused(labelRowIdOf(original));
        if (isRefusal(action, result)) refusals.push(refusalText(result, taskName, true));
        return;
      }
      if (original.localId) writes.gone(original.localId);
      else if (typeof action.entityId === 'number') writes.gone(action.entityId);
      if (isRefusal(action, result)) refusals.push(refusalText(result, taskName));
    }
  };

  /** A success: the server copy replaces the local one and its pending flags clear. */
  const settle = (original: PendingAction, action: PendingAction, body: unknown) => {
    if (isLabelAction(action)) return settleLabel(original, body as ServerLabel | null);
    if (isReorder(action)) {
      for (const task of Array.isArray(body) ? (body as ServerTask[]) : []) {
        state.updated(task.id, task.updatedAt);
        writes.updated(fromServer(task));
      }
      return;
    }
    const task = body as ServerTask | null;
    if (action.type === 'DELETE' || !task || typeof task.id !== 'number') {
      if (action.type !== 'CREATE') writes.gone(action.entityId); // deleted, or gone on the server (404)
      return;
    }
    if (task.offlineMerge?.conflict) conflicts.push(task.name);
    const copy = fromServer(task);
    delete copy.offlineMerge;
    if (action.type === 'CREATE' && original.localId) {
      const localId = original.localId;
      state.created(localId, task.id, task.updatedAt);
      replaced.set(localId, task.id);
      rememberServerTaskId(localId, task.id); // before the local write that other tabs hear of
      // later queued actions of this task now point at its server id (kept if the page closes mid-sync)
      for (const later of queue) if (later !== original && touchedIds(later).includes(localId)) rewrite(later, (a) => retarget(a, localId, task.id));
      writes.created(localId, copy);
    } else {
      state.updated(task.id, task.updatedAt);
      writes.updated(copy);
    }
  };

  /** A label made offline was created: queued task writes and local copies now carry its server id. */
  const settleLabel = (original: PendingAction, label: ServerLabel | null) => {
    if (original.type === 'DELETE') rememberDeletedLabel(labelRowIdOf(original));
    if (original.type !== 'CREATE' || !label || typeof label.id !== 'number') return;
    const temp = labelRowIdOf(original);
    state.labelCreated(temp, label.id);
    labelsMade.set(temp, label);
    rememberServerLabelId(temp, label.id);
    const key = labelKey(temp);
    for (const later of queue) {
      if (later !== original && touchedIds(later).includes(key)) rewrite(later, (a) => withLabelIds(a, (id) => (id === temp ? label.id : id)));
    }
    writes.labelCreated(temp, label.id);
  };

  let told = false;
  const tell = (serverLabels: ServerLabel[] | null) => {
    told = true;
    syncListeners.forEach((l) => l({ replaced, labels: labelsMade, serverLabels, tasks: [], creates }));
  };
  try {
    return await sendAndSettle();
  } finally {
    if (!told) tell(null); // a run that failed midway still ends the holds of the creates it sent
  }

  async function sendAndSettle(): Promise<SyncReport> {
    const inFlight = new Set<Promise<void>>();
    while (!stopped) {
      const taken: PendingAction[] = [];
      for (let next: PendingAction | null | undefined; inFlight.size < IN_FLIGHT && taken.length < BATCH_ACTIONS && (next = schedule.take());) taken.push(next);
      if (!taken.length) {
        if (!inFlight.size) break;
        await Promise.race(inFlight);
        continue;
      }
      const sending: Promise<void> = run(taken)
        .catch((error: unknown) => {
          report.failed += 1;
          report.errors.push(String(error));
          taken.forEach((action) => state.block(action));
        })
        .finally(() => {
          taken.forEach((action) => schedule.done(action));
          inFlight.delete(sending);
        });
      inFlight.add(sending);
    }
    await Promise.all(inFlight);
    await writes.flush();

    if (report.failed && report.status !== 'offline') report.status = 'failed';
    const current = isOnline() && currentUserId() === owner;
    const [, serverLabels] = await Promise.all([current ? refetch() : null, current && labelRefused ? fetchLabels() : null]);
    tell(serverLabels);
    // the pending markers are read again after every run, even one that wrote nothing: another tab may
    // have replayed this tab's work before this run read the queue
    localTasksChanged();
    tellConflicts(conflicts);
    tellRefusals(refusals, conflicts.length > 0);
    lastReport = report;
    return report;
  }
}

/**
 * A replayed create counts as this tab's create in flight (ownCreates.ts): its live 'created' event
 * can arrive before the answer, while the task still shows under its temporary id, and is held until
 * the store shows the answer's task in that record's place.
 */
function replayedCreate(original: PendingAction, action: PendingAction): ReplayedCreate | null {
  if (action.type !== 'CREATE' || !original.localId || isLabelAction(action)) return null;
  try {
    const body = JSON.parse(action.data.body ?? '{}') as { name?: unknown; projectId?: unknown; parentId?: unknown };
    const parentRowId = Number(body.parentId) || null;
    return { localId: original.localId, own: startOwnCreate({ projectRowId: Number(body.projectId) || 0, parentRowId, name: String(body.name ?? '') }) };
  } catch {
    return null;
  }
}

/**
 * One toast for the run's conflicts (each is also a notification in the bell, made by the server).
 * Only one toast shows at a time, so it waits until the "Back online" toast had its 5 s.
 */
function tellConflicts(names: string[]) {
  if (!names.length) return;
  const quoted = names.map((n) => `"${n}"`).join(', ');
  const description = `${quoted} ${names.length === 1 ? 'was' : 'were'} also changed elsewhere; the newest change of each field was kept.`;
  const wait = Math.max(0, lastConnectivityToastAt() + TOAST_DURATION - Date.now());
  setTimeout(() => toast({ title: 'Sync conflict merged', description }), wait);
}

/**
 * One toast for the run's refused changes, each named with why (each is also a notification in the
 * bell, made by the server). It waits for the "Back online" toast and the conflicts' toast.
 */
function tellRefusals(sentences: string[], afterConflicts: boolean) {
  if (!sentences.length) return;
  const wait = Math.max(0, lastConnectivityToastAt() + TOAST_DURATION - Date.now()) + (afterConflicts ? TOAST_DURATION : 0);
  setTimeout(() => toast({ title: REFUSAL_TITLE, description: sentences.join('\n'), variant: 'destructive', duration: 15_000 }), wait);
}

/** The user's labels as the server has them now (null with no good answer). */
async function fetchLabels(): Promise<ServerLabel[] | null> {
  try {
    const res = await fetch('/api/labels', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
    return res.ok ? ((await res.json()) as ServerLabel[]) : null;
  } catch {
    return null;
  }
}

let mirroring: Promise<unknown> = Promise.resolve();
let mirrorsInFlight = 0;

/** A refetch (GET /api/tasks and its mirror) is running or waiting to run. */
export function isMirroring() {
  return mirrorsInFlight > 0;
}

/**
 * Loads GET /api/tasks into the local store, keeping tasks with pending work (see db.mirrorServerTasks:
 * only changed rows are written, in small chunks). Refetches run one after another, never interleaved;
 * screens hear of it only when a row was written or deleted.
 */
export function refetch(): Promise<ServerTask[] | null> {
  mirrorsInFlight += 1;
  const run = mirroring.then(mirrorOnce).finally(() => void (mirrorsInFlight -= 1));
  mirroring = run.catch(() => undefined);
  return run;
}

async function mirrorOnce(): Promise<ServerTask[] | null> {
  try {
    const res = await fetch('/api/tasks', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return null;
    const tasks = (await res.json()) as ServerTask[];
    const queued = await db.getPendingActions().catch(() => [] as PendingAction[]);
    const waiting = new Set(queued.flatMap(touchedIds));
    const deleting = new Set(queued.filter((a) => a.type === 'DELETE').map((a) => a.entityId));
    const result = await db.mirrorServerTasks(
      tasks.filter((t) => !deleting.has(t.id)).map(fromServer),
      (t) => isPending(t) && (waiting.has(t.id) || typeof t.id === 'string'),
    );
    if (result.written || result.deleted) localTasksChanged();
    return tasks;
  } catch {
    return null;
  }
}

/** Pending work waits in the queue: sync on start (spec section 4) and whenever we come back online. */
export async function hasPendingWork(): Promise<boolean> {
  const queued = await db.getPendingActions().catch(() => [] as PendingAction[]);
  return queued.length > 0;
}

// Whoever signs in next gets their own queue replayed (work left by an earlier session of theirs),
// after any run of the previous user's queue has ended.
onRememberedUserChange((userId) => {
  localTasksChanged(); // what is local now is someone else's: screens re-read it
  if (userId === null) return;
  void (running ?? Promise.resolve())
    .then(() => hasPendingWork())
    .then((pending) => {
      if (pending && isOnline()) void syncNow();
    });
});
