import type { Db, Tx } from '../../db/client.js';
import type { ActivityKind } from '../../../../shared/activity/describe.js';
import { dayOfStored } from '../../../../shared/tasks/dates.js';
import { insertActivities } from './repository.js';

/** One line of history as it is written. */
export type ActivityEntry = {
  taskId: number | null;
  projectId: number;
  actorId: number;
  kind: ActivityKind;
  field?: string | null;
  fromValue?: string | null;
  toValue?: string | null;
  taskName?: string | null;
};

/** The task columns a change of which is kept; `projectId` is kept as the project's name. */
const TRACKED = [
  'name',
  'description',
  'priority',
  'duration',
  'dueDate',
  'dueTime',
  'plannedDate',
  'recurrence',
  'recurFrom',
  'projectId',
  'timeSpent',
] as const;
type Tracked = (typeof TRACKED)[number];
export type TaskState = { id: number; name: string; projectId: number; completed: boolean } & Partial<Record<Tracked, unknown>>;

const MAX_VALUE = 1000;
const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dayOfStored(value);
  return String(value).slice(0, MAX_VALUE);
};

/** Writes lines of history (inside the caller's transaction when it passes one). */
export async function recordActivity(db: Db | Tx, entries: ActivityEntry | ActivityEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  // every row names every column: a multi-row insert may not leave one to its default on SQLite
  await insertActivities(
    db,
    list.map((e) => ({
      taskId: e.taskId,
      projectId: e.projectId,
      actorId: e.actorId,
      kind: e.kind,
      field: e.field ?? null,
      taskName: e.taskName?.slice(0, 200) ?? null,
      fromValue: text(e.fromValue),
      toValue: text(e.toValue),
    })),
  );
}

/**
 * Records what `actorId` changed on a task, field by field, from `before` to `after`: an "updated"
 * line per changed field (a move names the projects), "completed" or "reopened".
 */
export async function recordTaskChanges(db: Db | Tx, actorId: number, before: TaskState, after: TaskState) {
  const base = { taskId: after.id, projectId: after.projectId, actorId, taskName: after.name };
  const entries: ActivityEntry[] = [];
  for (const field of TRACKED) {
    if (!(field in after) || text(before[field]) === text(after[field])) continue;
    if (field === 'projectId') {
      const names = await projectNames(db, [before.projectId, after.projectId]);
      entries.push({ ...base, kind: 'updated', field: 'project', fromValue: names.get(before.projectId), toValue: names.get(after.projectId) });
    } else {
      entries.push({ ...base, kind: 'updated', field, fromValue: text(before[field]), toValue: text(after[field]) });
    }
  }
  if (before.completed !== after.completed) entries.push({ ...base, kind: after.completed ? 'completed' : 'reopened' });
  await recordActivity(db, entries);
}

async function projectNames(db: Db | Tx, ids: number[]) {
  const rows = await db.project.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(rows.map((p) => [p.id, p.name]));
}

/**
 * A recurring task moved on to its next occurrence: "completed" when the occurrence was completed
 * (the series itself stays open), and its deadline's move. Its time spent went to the kept copy.
 */
export async function recordOccurrenceMoved(db: Db | Tx, actorId: number, before: TaskState, after: TaskState, how: 'completed' | 'skipped') {
  await recordTaskChanges(db, actorId, before, { ...after, timeSpent: before.timeSpent });
  if (how === 'completed' && !after.completed) {
    await recordActivity(db, { taskId: after.id, projectId: after.projectId, actorId, kind: 'completed', taskName: after.name });
  }
}
