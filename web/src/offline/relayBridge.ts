import { useSyncExternalStore } from 'react';
import { commitLocalUpdate } from 'react-relay/hooks.js';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { priorityBand } from '../../../shared/tasks/priority.ts';
import { fromGlobalId, globalId } from '../features/tasks/globalIds.ts';
import { releaseHeldForTemps } from '../features/tasks/ownCreates.ts';
import { insertTask, removeTask } from '../features/tasks/taskConnections.ts';
import { getEnvironment } from '../relay/currentEnvironment.ts';
import { localTasksChanged, onLocalTasksChanged } from './changes.ts';
import { serverTaskIdOf } from './createdTaskIds.ts';
import * as db from './db.ts';
import { tempRowId } from './ids.ts';
import { localWorkToken, onLocalWorkChangedElsewhere } from './localWorkMark.ts';
import { pendingDeleteIds, readLocalWork } from './taskRepository.ts';
import { localReminderId, reminderFireAt, type LocalReminder } from './taskDetailAnswer.ts';
import { onSynced, type ReplayedCreate, type ServerLabel } from './sync.ts';
import { deletedLabelIds, overlayLabels, removeLabel, replaceLocalLabels, restoreServerLabels, taskLabelRecords, taskRecordIds } from './labelOverlay.ts';
import { deletedLabels } from './labelIds.ts';
import type { LocalTask } from './types.ts';

export const relayTaskId = (id: number | string) => globalId('Task', id);

/** `deletingLabels`: labels whose delete is queued, left off the task. */
function writeLocal(store: RecordSourceSelectorProxy, task: LocalTask, list = true, deletingLabels: ReadonlySet<number> = new Set()) {
  const id = relayTaskId(task.id);
  const existing = store.get(id);
  const record = existing ?? store.create(id, 'Task');
  const now = new Date().toISOString();
  const fields: Record<string, unknown> = {
    id,
    // a task created offline has a negative rowId until the server gives it one (actions find it by that)
    rowId: typeof task.id === 'number' ? task.id : tempRowId(task.id),
    name: task.name,
    description: task.description ?? null,
    priority: task.priority,
    priorityBand: priorityBand(task.priority),
    duration: task.duration,
    timeSpent: task.timeSpent ?? 0,
    completed: task.completed,
    dueDate: (task.dueDate as string | null | undefined) ?? null,
    dueTime: (task.dueTime as string | null | undefined) ?? null,
    plannedDate: (task.plannedDate as string | null | undefined) ?? null,
    recurrence: (task.recurrence as string | null | undefined) ?? null,
    recurFrom: (task.recurFrom as string | undefined) ?? 'due',
    projectRowId: typeof task.projectId === 'number' ? task.projectId : Number(task.projectId) || 0,
    parentRowId: typeof task.parentId === 'number' ? task.parentId : null,
    updatedAt: (task.updatedAt as string | undefined) ?? now,
  };
  if (!task.completed) fields.completedAt = null;
  else if (typeof task.completedAt === 'string') fields.completedAt = task.completedAt;
  // a reorder made offline moves the task (the lists sort by position)
  if (typeof task.position === 'number') fields.position = task.position;
  if (!existing) {
    Object.assign(fields, {
      completedAt: fields.completedAt ?? null,
      position: fields.position ?? Number.MAX_SAFE_INTEGER,
      assigneeEmail: null,
      assigneeName: null,
      assigneeMemberName: null,
      emailSent: false,
      emailSentAt: null,
      createdAt: (task.createdAt as string | undefined) ?? now,
      subtaskCount: 0,
      completedSubtaskCount: 0,
    });
  }
  for (const [key, value] of Object.entries(fields)) record.setValue(value as never, key);
  if (Array.isArray(task.reminders)) record.setLinkedRecords(writeReminders(store, task, id), 'reminders');
  else if (!existing) record.setLinkedRecords([], 'reminders');
  if (Array.isArray(task.labels)) {
    // the labels are in the store when a screen lists them (the picker, the filters); else the server's answer brings them
    const labels = taskLabelRecords(store, task.labels as unknown[], deletingLabels);
    if (labels) record.setLinkedRecords(labels, 'labels');
  }
  const project = task.projectId ? store.get(globalId('Project', task.projectId)) : null;
  if (project) record.setLinkedRecord(project, 'project');
  if (list) insertTask(store, record);
}

/** The task's reminders as Relay records (one added offline has no row id yet); an unchanged one keeps the server's fire time. */
function writeReminders(store: RecordSourceSelectorProxy, task: LocalTask, taskId: string): RecordProxy[] {
  const now = new Date();
  return (task.reminders as LocalReminder[]).map((reminder, i) => {
    const id = localReminderId(taskId, reminder, i);
    const existing = store.get(id);
    const record = existing ?? store.create(id, 'Reminder');
    const offsetMinutes = reminder.at ? null : (reminder.offsetMinutes ?? 0);
    const at = reminder.at ?? null;
    const unchanged = existing && existing.getValue('offsetMinutes') === offsetMinutes && existing.getValue('at') === at;
    record.setValue(id, 'id');
    record.setValue(reminder.id ?? 0, 'rowId');
    record.setValue(offsetMinutes, 'offsetMinutes');
    record.setValue(at, 'at');
    if (!unchanged) record.setValue(reminderFireAt(reminder, task, now), 'fireAt');
    return record;
  });
}

/**
 * Shows the local state (pending creates and edits, pending deletes) in the Relay store, so every list follows.
 * Over remembered answers (`remembered`), also the server's copies the service worker stored after them;
 * never over the server's own answers, which can be newer still.
 */
export async function applyLocalOverlay({ remembered = false }: { remembered?: boolean } = {}) {
  if (remembered) dropDeletedLabels();
  const work = await readLocalWork();
  if (!work) return;
  const { pending, deleted, labels } = work;
  const refreshed = remembered ? work.refreshed : [];
  if (!pending.length && !deleted.size && !refreshed.length && !labels.length) return;
  const deletingLabels = deletedLabelIds(labels);
  const taskIds = deletingLabels.size ? taskRecordIds(getEnvironment().getStore().getSource()) : [];
  commitLocalUpdate(getEnvironment(), (store) => {
    overlayLabels(store, labels, taskIds); // first: the tasks' labels may be made offline
    for (const task of refreshed) writeLocal(store, task, false, deletingLabels);
    for (const task of pending) writeLocal(store, task, typeof task.id !== 'number', deletingLabels);
    for (const id of deleted) removeTask(store, relayTaskId(id));
  });
}

/** A remembered answer may predate a label's delete: the label leaves the list and the tasks again. */
function dropDeletedLabels() {
  const ids = deletedLabels();
  if (!ids.length) return;
  const taskIds = taskRecordIds(getEnvironment().getStore().getSource());
  commitLocalUpdate(getEnvironment(), (store) => ids.forEach((rowId) => removeLabel(store, rowId, taskIds)));
}

/** A local delete disappears from the lists at once. */
export function removeFromRelay(id: number | string) {
  commitLocalUpdate(getEnvironment(), (store) => {
    removeTask(store, relayTaskId(id));
    releaseHeldForTemps(store);
  });
}

/** The temporary id of a task created offline, from its Relay id (null for a server task's). */
function tempIdOf(relayId: string): string | null {
  const named = fromGlobalId(relayId);
  return named?.type === 'Task' && named.rowId.startsWith('temp-') ? named.rowId : null;
}

/**
 * After a sync (the queue replayed, GET /api/tasks mirrored locally), this tab's or another's: temp
 * records give way to the server's, and every task record on screen takes the local store's fields.
 * `replaced` are the creates this tab replayed; a temp record whose local copy has gone otherwise
 * (another tab replayed its create, or it was refused or deleted there) takes the server task
 * remembered for it (createdTaskIds.ts), or leaves the lists. When a label change was refused, the
 * labels take the server's names and colours (`serverLabels`). The creates this tab replayed stop
 * holding back live 'created' events in the same update (`creates`, see ownCreates.ts): their own
 * event's task is the one written here; any other joins the lists.
 */
async function afterSync(replacedHere: Map<string, number>, labels: Map<number, ServerLabel>, serverLabels: ServerLabel[] | null, creates: ReplayedCreate[]) {
  // only records there before the read can be told gone: one made meanwhile has its local copy saved first
  const shownTemps = taskRecordIds(getEnvironment().getStore().getSource()).flatMap((id) => tempIdOf(id) ?? []);
  const [tasks, deleted] = await Promise.all([db.getTasks(), pendingDeleteIds()]);
  const local = new Set(tasks.map((t) => t.id));
  const replaced = new Map(replacedHere);
  const gone: string[] = [];
  for (const temp of shownTemps) {
    if (local.has(temp) || replaced.has(temp)) continue;
    const serverId = serverTaskIdOf(temp);
    if (serverId === undefined) gone.push(temp);
    else replaced.set(temp, serverId);
  }
  const created = new Set(replaced.values());
  const taskIds = serverLabels ? taskRecordIds(getEnvironment().getStore().getSource()) : [];
  commitLocalUpdate(getEnvironment(), (store) => {
    replaceLocalLabels(store, labels);
    if (serverLabels) restoreServerLabels(store, serverLabels, taskIds);
    for (const temp of [...replaced.keys(), ...gone]) {
      removeTask(store, relayTaskId(temp));
      store.delete(relayTaskId(temp));
    }
    for (const task of tasks) {
      if (typeof task.id === 'number' && !created.has(task.id) && !store.get(relayTaskId(task.id))) continue;
      writeLocal(store, task, typeof task.id !== 'number' || created.has(task.id));
    }
    for (const id of deleted) removeTask(store, relayTaskId(id));
    finishCreates(store, creates, replacedHere);
    releaseHeldForTemps(store);
  });
  await applyLocalOverlay(); // label changes still queued
}

function finishCreates(store: RecordSourceSelectorProxy, creates: ReplayedCreate[], replaced: Map<string, number>) {
  for (const { localId, own } of creates) {
    const serverId = replaced.get(localId);
    own.finish(store, serverId === undefined ? undefined : relayTaskId(serverId));
  }
}

/**
 * Store updates from the local state run one after another: one that read the store before another
 * tab's replay must not commit after one that read it later (it would bring a temp record back).
 */
let showing: Promise<void> = Promise.resolve();
function showLocalState(replaced: Map<string, number>, labels: Map<number, ServerLabel>, serverLabels: ServerLabel[] | null, creates: ReplayedCreate[] = []) {
  showing = showing
    .then(() => afterSync(replaced, labels, serverLabels, creates))
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      // should the update have failed, the held events still show
      if (creates.some(({ own }) => !own.finished))
        commitLocalUpdate(getEnvironment(), (store) => {
          finishCreates(store, creates, replaced);
          releaseHeldForTemps(store);
        });
    });
  return showing;
}

/** Another tab's writes are shown at most every this many ms, however many it makes (a replay makes many). */
const ELSEWHERE_EVERY_MS = 250;
let elsewhereTimer: ReturnType<typeof setTimeout> | null = null;
let shownToken: string | null = null;

/**
 * Another tab changed the local work (it queued, or replayed and emptied the queue): this tab's pending
 * markers and task records follow. Each run reads the whole local state, so a notice that comes while a
 * run is on its way schedules one more, and none is needed for what a later run reads anyway.
 */
function followOtherTabs() {
  localTasksChanged();
  if (elsewhereTimer) return;
  elsewhereTimer = setTimeout(() => {
    elsewhereTimer = null;
    shownToken = localWorkToken();
    void showLocalState(new Map(), new Map(), null);
  }, ELSEWHERE_EVERY_MS);
}

/** A tab that was hidden or frozen (its notices may not have reached it) catches up when shown again. */
function catchUpIfChanged() {
  if (document.visibilityState === 'visible' && localWorkToken() !== shownToken) followOtherTabs();
}

let started = false;
export function startRelayBridge() {
  if (started) return;
  started = true;
  shownToken = localWorkToken();
  onSynced(({ replaced, labels, serverLabels, creates }) => {
    shownToken = localWorkToken();
    void showLocalState(replaced, labels, serverLabels, creates);
  });
  onLocalWorkChangedElsewhere(followOtherTabs);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', catchUpIfChanged);
    window.addEventListener('pageshow', catchUpIfChanged);
  }
}

/** Relay ids of tasks with changes waiting to sync (rows show a pending marker); one shared read per change. */
let pendingIds: ReadonlySet<string> = new Set();
const pendingListeners = new Set<() => void>();
let watching = false;

/** Reads the pending ids at most once per 100 ms, however many changes arrive (a replay makes many). */
const RELOAD_EVERY_MS = 100;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
let lastReload = 0;

function reloadPendingSoon() {
  if (reloadTimer) return;
  reloadTimer = setTimeout(reloadPending, Math.max(0, lastReload + RELOAD_EVERY_MS - Date.now()));
}

let reads = 0;

function reloadPending() {
  reloadTimer = null;
  lastReload = Date.now();
  const read = ++reads;
  void readLocalWork().then((work) => {
    // reads can overlap (a slow store): one that started earlier may have seen work a later one saw settled
    if (read !== reads) return;
    const next = new Set((work?.pending ?? []).map((t) => relayTaskId(t.id)));
    if (next.size === pendingIds.size && [...next].every((id) => pendingIds.has(id))) return; // same rows marked: no re-render
    pendingIds = next;
    pendingListeners.forEach((l) => l());
  });
}

export function usePendingTaskIds(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      if (!watching) {
        watching = true;
        onLocalTasksChanged(reloadPendingSoon);
        reloadPending();
      }
      pendingListeners.add(listener);
      return () => void pendingListeners.delete(listener);
    },
    () => pendingIds,
  );
}
