import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { getEnvironment } from '../../../relay/currentEnvironment.ts';
import { taskGlobalId } from '../globalIds.ts';

/**
 * The open, non-repeating subtasks (every level) of a task among the tasks this device has loaded:
 * what completing it with completeSubtasks completes (the server's rule), so the screen follows at once.
 */
export function openSubtaskRowIds(rowId: number): number[] {
  const source = getEnvironment().getStore().getSource();
  const children = new Map<number, Array<{ rowId: number; open: boolean }>>();
  for (const id of source.getRecordIDs()) {
    const record = source.get(id) as Record<string, unknown> | null | undefined;
    if (!record || record.__typename !== 'Task' || typeof record.parentRowId !== 'number' || typeof record.rowId !== 'number') continue;
    const list = children.get(record.parentRowId) ?? [];
    list.push({ rowId: record.rowId, open: !record.completed && !record.recurrence });
    children.set(record.parentRowId, list);
  }
  const found: number[] = [];
  const seen = new Set<number>([rowId]);
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      if (seen.has(child.rowId)) continue;
      seen.add(child.rowId);
      if (child.open) found.push(child.rowId);
      walk(child.rowId);
    }
  };
  walk(rowId);
  return found;
}

/** Marks these subtasks completed in the store, and each parent's progress full where all its subtasks are. */
export function markSubtasksCompleted(store: RecordSourceSelectorProxy, rowIds: number[], now = new Date().toISOString()) {
  const parents = new Map<string, number>();
  for (const rowId of rowIds) {
    const record = store.get(taskGlobalId(rowId));
    if (!record || record.getValue('completed')) continue;
    record.setValue(true, 'completed');
    record.setValue(now, 'completedAt');
    const parent = record.getValue('parentRowId');
    if (typeof parent === 'number') parents.set(taskGlobalId(parent), (parents.get(taskGlobalId(parent)) ?? 0) + 1);
  }
  for (const [id, done] of parents) {
    const parent = store.get(id);
    if (!parent) continue;
    const total = Number(parent.getValue('subtaskCount') ?? 0);
    parent.setValue(Math.min(total, Number(parent.getValue('completedSubtaskCount') ?? 0) + done), 'completedSubtaskCount');
  }
}

/** A subtask added under this parent: in its list of subtasks (when loaded) and its progress, at once. */
export function linkSubtask(store: RecordSourceSelectorProxy, parentRowId: number, subtask: RecordProxy) {
  const parent = store.get(taskGlobalId(parentRowId));
  if (!parent) return;
  const listed = parent.getLinkedRecords('subtasks');
  if (listed && listed.some((r) => r?.getDataID() === subtask.getDataID())) return;
  if (listed) parent.setLinkedRecords([...listed, subtask], 'subtasks');
  parent.setValue(Number(parent.getValue('subtaskCount') ?? 0) + 1, 'subtaskCount');
}

/** A subtask completed (or opened again) moves its parent's progress. */
export function countSubtaskCompletion(store: RecordSourceSelectorProxy, parentRowId: unknown, completed: boolean) {
  if (typeof parentRowId !== 'number') return;
  const parent = store.get(taskGlobalId(parentRowId));
  if (!parent) return;
  const total = Number(parent.getValue('subtaskCount') ?? 0);
  const done = Number(parent.getValue('completedSubtaskCount') ?? 0) + (completed ? 1 : -1);
  parent.setValue(Math.max(0, Math.min(total, done)), 'completedSubtaskCount');
}

/** A task's completed flag and parent as the store holds them now (before a write changes them). */
export function storedCompletion(rowId: number): { completed: boolean; parentRowId: number | null } {
  const record = getEnvironment().getStore().getSource().get(taskGlobalId(rowId)) as Record<string, unknown> | null | undefined;
  return { completed: Boolean(record?.completed), parentRowId: typeof record?.parentRowId === 'number' ? record.parentRowId : null };
}

/**
 * A task moved under another parent (or to the top level, null): its old parent's progress and
 * list of subtasks lose it, the new one's gain it. `before` is the task as stored before the move.
 */
export function moveSubtaskRecord(
  store: RecordSourceSelectorProxy,
  rowId: number,
  before: { completed: boolean; parentRowId: number | null },
  parentRowId: number | null,
) {
  const task = store.get(taskGlobalId(rowId));
  if (!task || before.parentRowId === parentRowId) return;
  const done = before.completed ? 1 : 0;
  const count = (parent: RecordProxy, by: number) => {
    parent.setValue(Math.max(0, Number(parent.getValue('subtaskCount') ?? 0) + by), 'subtaskCount');
    parent.setValue(Math.max(0, Number(parent.getValue('completedSubtaskCount') ?? 0) + by * done), 'completedSubtaskCount');
  };
  const old = before.parentRowId === null ? null : store.get(taskGlobalId(before.parentRowId));
  if (old) {
    count(old, -1);
    const listed = old.getLinkedRecords('subtasks');
    if (listed)
      old.setLinkedRecords(
        listed.filter((r) => r?.getDataID() !== task.getDataID()),
        'subtasks',
      );
  }
  const next = parentRowId === null ? null : store.get(taskGlobalId(parentRowId));
  if (next) {
    count(next, 1);
    const listed = next.getLinkedRecords('subtasks');
    if (listed && !listed.some((r) => r?.getDataID() === task.getDataID())) next.setLinkedRecords([...listed, task], 'subtasks');
  }
  task.setValue(parentRowId, 'parentRowId');
  if (next) task.setLinkedRecord(next, 'parent');
  else task.setValue(null, 'parent');
}
