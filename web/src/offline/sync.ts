import { useSyncExternalStore } from 'react';
import { toast } from '../components/toast/toastStore.ts';
import { localTasksChanged } from './changes.ts';
import { isOnline, probe } from './connectivity.ts';
import * as db from './db.ts';
import { fromServer, isPending } from './localTask.ts';
import { currentUserId } from './offlineUser.ts';
import { retarget } from './queue.ts';
import { ReplayState } from './replayPlan.ts';
import { isRetryable, sendAction } from './send.ts';
import type { PendingAction } from './types.ts';

export type SyncReport = { at: string; sent: number; failed: number; status: 'synced' | 'failed' | 'offline'; errors: string[] };
export type MergeAnswer = { conflict: boolean; serverFields: string[]; offlineFields: string[] };
type ServerTask = Record<string, unknown> & { id: number; name: string; updatedAt?: string; offlineMerge?: MergeAnswer };

/** Called after a sync with the server copies that replaced local tasks (the Relay bridge listens). */
type SyncListener = (event: { replaced: Map<string, number>; tasks: ServerTask[] }) => void;
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

/** Replays the queue in order, then refetches the tasks. Concurrent calls share one run. */
export function syncNow(): Promise<SyncReport> {
  running ??= replay().finally(() => {
    running = null;
    reportListeners.forEach((l) => l());
  });
  reportListeners.forEach((l) => l());
  return running;
}

function mine(action: PendingAction) {
  const me = currentUserId();
  return action.ownerId === undefined || action.ownerId === null || me === null || action.ownerId === me;
}

async function replay(): Promise<SyncReport> {
  const report: SyncReport = { at: new Date().toISOString(), sent: 0, failed: 0, status: 'synced', errors: [] };
  const state = new ReplayState();
  const replaced = new Map<string, number>();
  let queue = (await db.getPendingActions().catch(() => [] as PendingAction[])).filter(mine);

  for (let i = 0; i < queue.length; i++) {
    const action = state.prepare(queue[i]);
    if (!action) {
      report.failed += 1;
      continue;
    }
    const result = await sendAction(action);
    if (result.kind === 'ok' || (result.kind === 'http-error' && result.status === 404 && action.type !== 'CREATE')) {
      report.sent += 1;
      const task = result.kind === 'ok' ? (result.body as ServerTask) : null;
      await applied(action, task, queue.slice(i + 1), state, replaced);
      if (action.type === 'CREATE' && task && action.localId) queue = queue.map((a) => retarget(a, action.localId!, task.id));
      await db.removePendingAction(action.id);
      if (task?.offlineMerge?.conflict) tellConflict(task);
      localTasksChanged();
      continue;
    }
    report.failed += 1;
    report.errors.push(result.kind === 'network-error' ? `${action.data.method} ${action.data.url}: no answer` : `${action.data.method} ${action.data.url}: ${result.status} ${result.body}`);
    if (isRetryable(result)) {
      state.block(action);
      if (result.kind === 'network-error' && !(await probe())) {
        report.status = 'offline';
        break;
      }
    } else {
      // the server refused it for good (400/403/422): drop it and what depends on it; the refetch shows the truth
      state.block(action);
      await db.removePendingAction(action.id);
      if (action.localId) await dropLocal(action.localId, queue.slice(i + 1));
    }
  }
  if (report.failed && report.status !== 'offline') report.status = 'failed';
  if (isOnline()) await refetch();
  syncListeners.forEach((l) => l({ replaced, tasks: [] }));
  lastReport = report;
  return report;
}

/** A success: the server copy replaces the local one and its pending flags clear. */
async function applied(action: PendingAction, task: ServerTask | null, rest: PendingAction[], state: ReplayState, replaced: Map<string, number>) {
  if (action.type === 'DELETE') {
    await db.deleteLocalTask(action.entityId).catch(() => {});
    return;
  }
  if (!task || typeof task.id !== 'number') {
    if (action.type === 'UPDATE') await db.deleteLocalTask(action.entityId).catch(() => {}); // gone on the server (404)
    return;
  }
  if (action.type === 'CREATE' && action.localId) {
    state.created(action.localId, task.id, task.updatedAt);
    replaced.set(action.localId, task.id);
    // later queued actions of this task now point at its server id (kept if the page closes mid-sync)
    for (const later of rest) {
      if (later.entityId === action.localId) await db.addPendingAction(retarget(later, action.localId, task.id));
    }
    await db.deleteLocalTask(action.localId).catch(() => {});
  } else {
    state.updated(task.id, task.updatedAt);
  }
  const morePending = rest.some((a) => a.entityId === task.id || a.entityId === action.localId);
  const local = await db.getTask(task.id);
  const copy = fromServer(task);
  delete copy.offlineMerge;
  await db.saveTask(morePending && local ? { ...local, updatedAt: task.updatedAt } : copy);
}

async function dropLocal(localId: string, rest: PendingAction[]) {
  for (const a of rest) if (a.entityId === localId) await db.removePendingAction(a.id);
  await db.deleteLocalTask(localId).catch(() => {});
}

function tellConflict(task: ServerTask) {
  toast({ title: 'Sync conflict merged', description: `"${task.name}" was also changed elsewhere; the newest change of each field was kept.` });
}

/** Loads GET /api/tasks into the local store, keeping tasks with pending work. */
export async function refetch(): Promise<ServerTask[] | null> {
  try {
    const res = await fetch('/api/tasks', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return null;
    const tasks = (await res.json()) as ServerTask[];
    const queued = await db.getPendingActions().catch(() => [] as PendingAction[]);
    const waiting = new Set(queued.flatMap((a) => [a.entityId, a.localId]));
    const deleting = new Set(queued.filter((a) => a.type === 'DELETE').map((a) => a.entityId));
    await db.mirrorServerTasks(tasks.filter((t) => !deleting.has(t.id)).map(fromServer), (t) => isPending(t) && (waiting.has(t.id) || typeof t.id === 'string'));
    localTasksChanged();
    return tasks;
  } catch {
    return null;
  }
}

/** Pending work waits in the queue: sync on start (spec section 4) and whenever we come back online. */
export async function hasPendingWork(): Promise<boolean> {
  const queued = await db.getPendingActions().catch(() => [] as PendingAction[]);
  return queued.some(mine);
}
