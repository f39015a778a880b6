import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, forbidden, notFound, parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import { notifyTaskCompleted } from './completion.js';
import { recordActivity, recordTaskChanges } from '../activity/record.js';
import { publishTaskChange, publishTaskChangeTo } from './events.js';
import { recordTaskEvent } from '../webhooks/events.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { constraintOf } from '../../db/constraints.js';
import { projectPolicy } from '../projects/policy.js';
import { taskPolicy } from './policy.js';
import * as tasks from './repository.js';
import { addDefaultReminderOnFirstDeadline, remindersFromInput, replaceTaskReminders, setNewTaskReminders } from '../reminders/service.js';
import {
  AddTimeInput,
  CompleteInput,
  ReorderTasksInput,
  RescheduleTasksInput,
  TaskFilterInput,
  TaskInput,
  TaskListLimitInput,
  TaskUpdateInput,
  type TaskFilter,
} from '../../../../shared/tasks/validation.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';
import { dayOfStored, storedDay } from '../../../../shared/tasks/dates.js';
import { afterDeadlineChange, DEADLINE_FIELDS } from './deadlineChange.js';
import { completeOccurrence, skipOccurrence } from './occurrences.js';
import { checkUntil, normalizeRecurrence } from './recurrence.js';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.js';
import { stamp } from './fieldStamps.js';
import { assigneeStays, checkAssignee, notifyAssigned, recordAssigneeChange } from './assignee.js';
import { checkedParentId, completeOpenSubtasks, descendantIds, moveSubtasks, subtaskCounts } from './subtasks.js';
import { taskLabelIds } from '../labels/service.js';
import { labelsByTask, replaceTaskLabels } from '../labels/repository.js';
import { labelPolicy } from '../labels/policy.js';

type Task = tasks.TaskRow;

/** GET /api/tasks: the first `limit` (else all) of the tasks the viewer may read matching the filter, with project names. */
export async function listTasks(deps: Deps, viewer: Viewer, filter: TaskFilter & { limit?: unknown } = {}) {
  signedIn(viewer);
  const parsed = parseInput(TaskFilterInput, filter ?? {}); // a bad filter is reported before a bad limit
  const { limit } = parseInput(TaskListLimitInput, filter ?? {});
  return tasks.findTasks(deps.db, viewer, parsed, limit ? { take: limit } : {});
}

/** Query.tasks: one page of the same list (Prisma's paging, as Pothos' connection gives it), each task with its project. */
/** What a page of tasks carries beside its rows and their projects: read only when the caller shows it. */
export type TaskPageExtras = { labels: boolean; subtasks: boolean };

export async function taskPage(
  deps: Deps,
  viewer: Viewer,
  filter: TaskFilter | null | undefined,
  page: tasks.TaskPage,
  extras: TaskPageExtras = { labels: true, subtasks: true },
) {
  signedIn(viewer);
  const rows = await tasks.findTasksWithProjects(deps.db, viewer, parseInput(TaskFilterInput, filter ?? {}), page);
  if (!extras.labels && !extras.subtasks) return rows;
  const ids = rows.map((r) => r.id);
  const [labels, subtasks] = await Promise.all([
    extras.labels ? labelsByTask(deps.db, ids, labelPolicy.readableIn(viewer)) : undefined,
    extras.subtasks ? subtaskCounts(deps.db, ids) : undefined,
  ]);
  return rows.map((row) => ({
    ...row,
    ...(labels && { listedLabels: labels.get(row.id) ?? [] }),
    ...(subtasks && { listedSubtasks: subtasks.get(row.id) ?? { total: 0, completed: 0 } }),
  }));
}

export async function countTasks(deps: Deps, viewer: Viewer, filter: TaskFilter | null | undefined) {
  signedIn(viewer);
  return tasks.countTasks(deps.db, viewer, parseInput(TaskFilterInput, filter ?? {}));
}

/** A task the viewer may read, or 404 for an unknown or a stranger's id (REST number or GraphQL ID). */
export async function ownTask(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Task');
  const task = id ? await tasks.findTask(deps.db, id) : null;
  if (!task || !taskPolicy.canRead(viewer, task)) throw notFound('Task');
  return task;
}

/** The row a write answered: a task deleted meanwhile is a 404. */
export function writtenTask<T>(row: T | undefined): T {
  if (!row) throw notFound('Task');
  return row;
}

/** A task the viewer may change in this way: 404 when they may not even read it, 403 when they may only read it. */
async function taskToChange(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, task: Task) => boolean) {
  const task = await ownTask(deps, viewer, idInput);
  if (!may(viewer, task)) throw forbidden(MEMBER_MESSAGES.viewerOnly);
  return task;
}

/**
 * A task's project must be one the viewer may add tasks to: a project they do not belong to is a 400
 * that says so (never whose it is); one they may only read, a 403.
 */
async function projectForTask(deps: Deps, viewer: NonNullable<Viewer>, input: unknown) {
  const id = rowIdFrom(input, 'Project');
  const project = id ? await tasks.projectForNewTask(deps.db, id, viewer) : undefined;
  if (!project || !projectPolicy.canRead(viewer, project)) throw badRequest(TASK_MESSAGES.projectUnknown);
  if (!projectPolicy.canAddTasks(viewer, project)) throw forbidden(MEMBER_MESSAGES.viewerOnly);
  return { ...project, lastPosition: project.lastPosition === null ? null : Number(project.lastPosition) };
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

type DeadlineInput = { dueDate?: string | null; dueTime?: string | null; plannedDate?: string | null; recurrence?: string | null; recurFrom?: string };

/** The deadline fields sent, as stored: days as DateTime, the rule checked and normalized (a 400 naming `recurrence`). */
function storedDeadline(input: DeadlineInput) {
  const out: { dueDate?: Date | null; dueTime?: string | null; plannedDate?: Date | null; recurrence?: string | null; recurFrom?: string } = {};
  if (input.dueDate !== undefined) out.dueDate = input.dueDate === null ? null : storedDay(input.dueDate);
  if (input.dueTime !== undefined) out.dueTime = input.dueTime;
  if (input.plannedDate !== undefined) out.plannedDate = input.plannedDate === null ? null : storedDay(input.plannedDate);
  if (input.recurrence !== undefined) out.recurrence = input.recurrence === null ? null : normalizeRecurrence(input.recurrence);
  if (input.recurFrom !== undefined) out.recurFrom = input.recurFrom;
  return out;
}

/**
 * A deadline time and a rule both need a deadline day, and a rule's UNTIL is not before it (checked
 * when the rule or the day changes: `ruleOrDay`).
 */
function checkDeadline(task: { dueDate: Date | null; dueTime: string | null; recurrence: string | null }, ruleOrDay = true) {
  if (task.dueTime !== null && task.dueDate === null) throw badRequest(TASK_MESSAGES.dueTimeWithoutDate);
  if (task.recurrence !== null && task.dueDate === null) throw badRequest(RECURRENCE_MESSAGES.needsDueDate);
  if (ruleOrDay && task.recurrence !== null && task.dueDate !== null) checkUntil(task.recurrence, dayOfStored(task.dueDate));
}

/** A new task goes to the end of the viewer's list unless a position is given. */
export async function createTask(deps: Deps, viewer: Viewer, input: unknown) {
  return (await createTaskOnce(deps, viewer, input)).task;
}

/**
 * createTask that tells whether it created the row. With a `clientId` the create happens once per
 * user: a repeat (an online create whose answer was lost, then replayed offline) gets the first task.
 * Two repeats at once are settled by the unique (userId, clientId) index, not by a read first.
 */
export async function createTaskOnce(
  deps: Deps,
  viewer: Viewer,
  input: unknown,
): Promise<{ task: tasks.TaskRow & { project: { name: string } }; created: boolean }> {
  signedIn(viewer);
  const data = parseInput(TaskInput, input);
  const reminders = remindersFromInput(input);
  const clientId = data.clientId ?? null;
  const deadline = storedDeadline(data);
  const dates = {
    dueDate: deadline.dueDate ?? null,
    dueTime: deadline.dueTime ?? null,
    plannedDate: deadline.plannedDate ?? null,
    recurrence: deadline.recurrence ?? null,
  };
  checkDeadline(dates);
  const project = await projectForTask(deps, viewer, data.projectId);
  await checkAssignee(deps.db, project.id, data.assigneeId);
  const labelIds = await taskLabelIds(deps.db, viewer, data.labels);
  const parentId = data.parentId === undefined ? null : await checkedParentId(deps.db, viewer, data.parentId, project.id, null);
  const position = data.position ?? (project.lastPosition === null ? 0 : project.lastPosition + 1);
  try {
    const task = await tasks.insertTask(deps.db, {
      name: data.name,
      description: data.description ?? null,
      priority: data.priority,
      duration: data.duration,
      ...dates,
      recurFrom: deadline.recurFrom ?? 'due',
      projectId: project.id,
      position,
      userId: viewer.id,
      clientId,
      assigneeId: data.assigneeId ?? null,
      parentId,
    });
    if (labelIds?.length) await replaceTaskLabels(deps.db, task.id, labelIds, labelPolicy.readableWhere(viewer));
    await setNewTaskReminders(deps.db, task, reminders);
    await recordActivity(deps.db, { taskId: task.id, projectId: project.id, actorId: viewer.id, kind: 'created', taskName: task.name });
    if (task.assigneeId !== null) await recordAssigneeChange(deps.db, viewer.id, task, task.assigneeId);
    await publishTaskChange(deps, task.projectId, 'created', task.id);
    await notifyAssigned(deps, viewer, task.assigneeId, task, project.name);
    await recordTaskEvent(deps, 'task.created', task);
    return { task: { ...task, project: { name: project.name } }, created: true };
  } catch (err) {
    const broken = constraintOf(err);
    // the project was deleted between the check above and the insert
    if (broken === 'foreignKey') throw badRequest(TASK_MESSAGES.projectUnknown);
    const first = broken === 'unique' && clientId ? await tasks.findTaskByClientId(deps.db, viewer.id, clientId) : null;
    if (!first) throw err;
    return { task: first, created: false };
  }
}

/** The viewer's tasks made with these clientIds, by clientId (what an earlier import already created). */
export async function tasksByClientId(deps: Deps, viewer: Viewer, clientIds: string[]) {
  signedIn(viewer);
  const rows = await tasks.findTasksByClientIds(deps.db, viewer.id, clientIds);
  return new Map(rows.map((r) => [r.clientId!, { id: r.id, projectId: r.projectId }]));
}

/**
 * PUT and PATCH: changes only the fields sent, so a partial body never erases the others. Completing
 * a recurring task completes its current occurrence (occurrences.ts): the answer is the task with its
 * next deadline. A new rule applies from the current occurrence on (its COUNT starts again there).
 */
export async function updateTask(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  if (onlyLabels(input)) return setOwnLabels(deps, viewer, idInput, input.labels);
  return changeTask(deps, viewer, await taskToChange(deps, viewer, idInput, taskPolicy.canUpdate), input);
}

/** updateTask of a task already read and checked (canUpdate). */
async function changeTask(deps: Deps, viewer: Viewer, task: Task, input: unknown) {
  const {
    projectId: projectInput,
    completed,
    dueDate,
    dueTime,
    plannedDate,
    recurrence,
    recurFrom,
    labels: labelsInput,
    parentId: parentInput,
    completeSubtasks,
    ...fields
  } = parseInput(TaskUpdateInput, input ?? {});
  const reminders = remindersFromInput(input);
  const data: Record<string, unknown> & tasks.TaskChange = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data[k] = v;
  Object.assign(data, storedDeadline({ dueDate, dueTime, plannedDate, recurrence, recurFrom }));
  // clearing the deadline day clears its time too
  if (data.dueDate === null && data.dueTime === undefined) data.dueTime = null;
  const after = { ...task, ...data } as Task;
  checkDeadline(after, data.recurrence !== undefined || data.dueDate !== undefined);
  if (projectInput !== undefined) data.projectId = (await projectForTask(deps, viewer!, projectInput)).id;
  const projectId = (data.projectId as number | undefined) ?? task.projectId;
  if (fields.assigneeId !== undefined) await checkAssignee(deps.db, projectId, fields.assigneeId);
  // an assignee who is not a member of the project the task moves to is no longer its assignee
  else if (projectId !== task.projectId && !(await assigneeStays(deps.db, projectId, task.assigneeId))) data.assigneeId = null;
  // a subtask stays in its parent's project: a move names a parent there (or null), or fails on parentId
  if (parentInput !== undefined || (projectId !== task.projectId && task.parentId !== null)) {
    data.parentId = await checkedParentId(deps.db, viewer, parentInput === undefined ? task.parentId : parentInput, projectId, task.id);
  }
  const labelIds = await taskLabelIds(deps.db, viewer!, labelsInput);
  const labelsChanged = labelIds !== undefined;
  const completesOccurrence = completed === true && !task.completed && after.recurrence !== null;
  if (completed !== undefined && completed !== task.completed && !completesOccurrence) {
    data.completed = completed;
    data.completedAt = completed ? new Date() : null;
  }
  const changed = Object.keys(data).filter((k) => k !== 'completedAt' && !same(data[k], task[k as keyof Task]));
  if (changed.includes('recurrence')) data.occurrencesDone = 0;
  let updated: Task = task;
  if (changed.length || reminders || labelsChanged) {
    const stamped = [...changed, ...(reminders ? ['reminders'] : [])]; // labels are the viewer's own: merged label by label, not stamped
    data.fieldChangedAt = stamp(task.fieldChangedAt, stamped, new Date());
    updated = writtenTask(await tasks.updateTask(deps.db, task.id, data));
    await recordTaskChanges(deps.db, viewer!.id, task, updated);
    if (changed.includes('assigneeId')) await recordAssigneeChange(deps.db, viewer!.id, updated, updated.assigneeId);
    if (labelIds) await replaceTaskLabels(deps.db, task.id, labelIds, labelPolicy.readableWhere(viewer));
    if (changed.includes('projectId'))
      for (const id of await moveSubtasks(deps.db, task.id, projectId)) await publishTaskChange(deps, projectId, 'updated', id, task.projectId);
    if (completeSubtasks && updated.completed && !task.completed) {
      for (const id of await completeOpenSubtasks(deps.db, task.id)) await publishTaskChange(deps, updated.projectId, 'updated', id);
    }
    // a reminder counts from the deadline, and a completed task's reminders never fire
    if (reminders) await deps.db.$transaction((tx) => replaceTaskReminders(tx, updated, reminders));
    else if (changed.some((k) => (DEADLINE_FIELDS as readonly string[]).includes(k))) {
      await afterDeadlineChange(deps.db, task.id);
      await addDefaultReminderOnFirstDeadline(deps.db, task, updated);
    }
    await publishTaskChange(deps, updated.projectId, 'updated', updated.id, task.projectId);
    await recordTaskEvent(deps, 'task.updated', updated);
    if (changed.includes('assigneeId')) await notifyAssigned(deps, viewer!, updated.assigneeId, updated, null);
    if (updated.completed && !task.completed) await notifyTaskCompleted(deps, viewer!.id, updated);
  }
  const result = completesOccurrence ? await completeOccurrence(deps, viewer!.id, updated) : updated;
  if (completed === true && !task.completed) await recordTaskEvent(deps, 'task.completed', completesOccurrence ? { ...result, completed: true } : result);
  return result;
}

/** A change that sends nothing but `labels`: the viewer's own labels, nothing of the shared task. */
function onlyLabels(input: unknown): input is { labels: unknown } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
  const sent = Object.entries(input).filter(([, v]) => v !== undefined);
  return sent.length === 1 && sent[0][0] === 'labels';
}

/**
 * Replaces the viewer's own labels on a task they may read (others' labels stay). It changes nothing
 * the other members see, so any member may, the task row (its updatedAt, its field stamps, its
 * activity and webhooks) stays as it was, and only the viewer's own sessions hear of it.
 */
async function setOwnLabels(deps: Deps, viewer: Viewer, idInput: unknown, labelsInput: unknown) {
  const task = await taskToChange(deps, viewer, idInput, taskPolicy.canLabel);
  const labelIds = (await taskLabelIds(deps.db, viewer!, labelsInput)) ?? [];
  await replaceTaskLabels(deps.db, task.id, labelIds, labelPolicy.readableWhere(viewer));
  publishTaskChangeTo(deps, [viewer!.id], 'updated', task.id);
  return task;
}

/** Deletes the task and its subtasks, at every level (the web asks first when there are any). */
export async function deleteTask(deps: Deps, viewer: Viewer, idInput: unknown) {
  const task = await taskToChange(deps, viewer, idInput, taskPolicy.canDelete);
  const subtaskIds = await descendantIds(deps.db, task.id);
  await tasks.deleteTask(deps.db, task.id);
  await recordActivity(deps.db, { taskId: null, projectId: task.projectId, actorId: viewer!.id, kind: 'deleted', taskName: task.name });
  for (const id of subtaskIds) await publishTaskChange(deps, task.projectId, 'deleted', id);
  await publishTaskChange(deps, task.projectId, 'deleted', task.id);
  await recordTaskEvent(deps, 'task.deleted', task);
  return task;
}

/** PATCH /api/tasks/{id}/complete: `completed` defaults to true; false reopens the task. */
export async function setTaskCompleted(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await taskToChange(deps, viewer, idInput, taskPolicy.canUpdate);
  const { completed, completeSubtasks } = parseInput(CompleteInput, input ?? {});
  return changeTask(deps, viewer, task, { completed, ...(completeSubtasks !== undefined ? { completeSubtasks } : {}) });
}

/** POST /api/tasks/{id}/skip: a recurring task moves on to its next occurrence without keeping the skipped one. */
export async function skipTaskOccurrence(deps: Deps, viewer: Viewer, idInput: unknown) {
  const task = await taskToChange(deps, viewer, idInput, taskPolicy.canUpdate);
  return skipOccurrence(deps, viewer!.id, task);
}

/** Adds minutes of focus to the task's time spent, atomically (two devices adding at once both count). */
export async function addTimeSpent(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await taskToChange(deps, viewer, idInput, taskPolicy.canUpdate);
  const minutes = Math.round(parseInput(AddTimeInput, input ?? {}).timeSpent);
  if (minutes === 0) return task;
  const updated = await tasks.addMinutes(deps.db, task.id, minutes, stamp(task.fieldChangedAt, ['timeSpent'], new Date()));
  await publishTaskChange(deps, updated.projectId, 'updated', updated.id);
  return updated;
}

/**
 * Moves the listed tasks into the slots they occupy now, in the order given; every other task
 * keeps its place (the order of a shared project's tasks is its members'). An id the viewer may not
 * read is a 404, one they may only read a 403, and nothing changes.
 */
export async function reorderTasks(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { taskIds } = parseInput(ReorderTasksInput, input);
  for (const id of taskIds) await taskToChange(deps, viewer, id, taskPolicy.canUpdate);
  const { rows, moved } = await tasks.reorderTasks(deps.db, taskPolicy.updatableWhere(viewer), taskIds, () => notFound('Task'));
  const projectOf = new Map(rows.map((r) => [r.id, r.projectId]));
  for (const id of moved) if (projectOf.has(id)) await publishTaskChange(deps, projectOf.get(id)!, 'updated', id);
  return rows;
}

/**
 * POST /api/tasks/reschedule ("Reschedule all to today / tomorrow"): moves each listed task's deadline
 * to `dueDate`, keeping its time. Every task is checked first (a stranger's or unknown id 404, one the
 * viewer may only read 403), so either all move or none.
 */
export async function rescheduleTasks(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { taskIds, dueDate } = parseInput(RescheduleTasksInput, input ?? {});
  for (const id of taskIds) await taskToChange(deps, viewer, id, taskPolicy.canUpdate);
  const moved: Task[] = [];
  for (const id of taskIds) moved.push(await updateTask(deps, viewer, id, { dueDate }));
  return moved;
}
