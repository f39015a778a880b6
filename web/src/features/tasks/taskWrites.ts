/**
 * Every task write of the app goes through these plain async functions (create, update, complete,
 * skip, delete, reorder, reschedule): screens never commit task mutations themselves. Each commits its Relay mutation
 * with an optimistic update (the screen changes at once; a failure rolls it back and rejects) and
 * resolves with the server's answer. The offline layer wraps these functions, so keep their
 * signatures plain: row ids and JSON-like inputs in, plain results out.
 */
import { commitLocalUpdate, graphql } from 'react-relay/hooks.js';
import type { RecordSourceSelectorProxy, SelectorStoreUpdater } from 'relay-runtime';
import type { taskWritesCreateMutation } from '../../__generated__/taskWritesCreateMutation.graphql.ts';
import type { taskWritesUpdateMutation, UpdateTaskInput } from '../../__generated__/taskWritesUpdateMutation.graphql.ts';
import type { taskWritesCompleteMutation } from '../../__generated__/taskWritesCompleteMutation.graphql.ts';
import type { taskWritesDeleteMutation } from '../../__generated__/taskWritesDeleteMutation.graphql.ts';
import type { taskWritesSkipMutation } from '../../__generated__/taskWritesSkipMutation.graphql.ts';
import type { taskWritesReorderMutation } from '../../__generated__/taskWritesReorderMutation.graphql.ts';
import type { taskWritesRescheduleMutation } from '../../__generated__/taskWritesRescheduleMutation.graphql.ts';
import { priorityBand } from '../../../../shared/tasks/priority.ts';
import { projectGlobalId, taskGlobalId } from './globalIds.ts';
import { bumpProjectCounts, insertTask, removeTask } from './taskConnections.ts';
import { startOwnCreate, type OwnCreate } from './ownCreates.ts';
// OFFLINE LAYER: offline, or with no answer, each write below is applied locally and queued
import { onlineOrQueued, queueComplete, queueCreate, queueDelete, queueReorder, queueSkip, queueUpdate } from '../../offline/offlineTaskWrites.ts';
import { tempTaskId } from '../../offline/ids.ts';
import { commitAsync } from '../../relay/commitAsync.ts';
import {
  countSubtaskCompletion,
  linkSubtask,
  markSubtasksCompleted,
  moveSubtaskRecord,
  openSubtaskRowIds,
  storedCompletion,
} from './subtasks/subtaskRecords.ts';
import { getEnvironment } from '../../relay/currentEnvironment.ts';

/** Every field a task write refreshes in the store (so each screen showing the task follows). */
graphql`
  fragment taskWrites_task on Task {
    id
    rowId
    name
    description
    priority
    priorityBand
    duration
    timeSpent
    completed
    completedAt
    dueDate
    dueTime
    plannedDate
    recurrence
    recurFrom
    seriesRowId
    position
    projectRowId
    parentRowId
    subtaskCount
    completedSubtaskCount
    project {
      id
      name
    }
    assigneeId
    assigneeMemberName
    assigneeEmail
    assigneeName
    emailSent
    emailSentAt
    createdAt
    updatedAt
    reminders {
      id
      rowId
      offsetMinutes
      at
      fireAt
    }
  }
`;

const createMutation = graphql`
  mutation taskWritesCreateMutation($input: CreateTaskInput!) {
    createTask(input: $input) {
      taskEdge {
        cursor
        node {
          id
          rowId
          ...taskWrites_task
        }
      }
      project {
        id
        taskCount
        completedTaskCount
      }
    }
  }
`;

const updateMutation = graphql`
  mutation taskWritesUpdateMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      task {
        ...taskWrites_task
      }
      project {
        id
        taskCount
        completedTaskCount
      }
    }
  }
`;

const completeMutation = graphql`
  mutation taskWritesCompleteMutation($input: CompleteTaskInput!) {
    completeTask(input: $input) {
      task {
        ...taskWrites_task
        # read here too (a fragment's fields are hidden from the answer): a repeating task moved on to its next deadline
        completed
        dueDate
        recurrence
      }
      project {
        id
        taskCount
        completedTaskCount
      }
    }
  }
`;

const skipMutation = graphql`
  mutation taskWritesSkipMutation($input: SkipTaskOccurrenceInput!) {
    skipTaskOccurrence(input: $input) {
      task {
        ...taskWrites_task
        # read here too (a fragment's fields are hidden from the answer): the next deadline
        dueDate
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation taskWritesDeleteMutation($input: DeleteTaskInput!) {
    deleteTask(input: $input) {
      deletedTaskId @deleteRecord
      project {
        id
        taskCount
        completedTaskCount
      }
    }
  }
`;

const reorderMutation = graphql`
  mutation taskWritesReorderMutation($input: ReorderTasksInput!) {
    reorderTasks(input: $input) {
      tasks {
        id
        rowId
        position
      }
    }
  }
`;

const rescheduleMutation = graphql`
  mutation taskWritesRescheduleMutation($input: RescheduleTasksInput!) {
    rescheduleTasks(input: $input) {
      tasks {
        ...taskWrites_task
      }
    }
  }
`;

export type NewTask = {
  name: string;
  projectRowId: number;
  priority: number;
  /** minutes */
  duration: number;
  description?: string | null;
  /** YYYY-MM-DD, or null for none */
  dueDate?: string | null;
  /** makes it a subtask of this task (in the same project) */
  parentRowId?: number | null;
  /** label rowIds (a label made offline, not replayed yet, has a negative one: the create is then queued) */
  labels?: number[];
} & TaskTimeFields;

/** The deadline's time, planned day, recurrence and reminders (the task form and the quick add set them); sent only when given. */
export type TaskTimeFields = {
  /** HH:MM in the user's time zone, or null for an all-day deadline */
  dueTime?: string | null;
  /** YYYY-MM-DD, or null for none */
  plannedDate?: string | null;
  /** RRULE text, or null when it does not repeat */
  recurrence?: string | null;
  recurFrom?: 'due' | 'completion';
  reminders?: Array<{ offsetMinutes: number } | { at: string }>;
};

const TIME_FIELDS = ['dueTime', 'plannedDate', 'recurrence', 'recurFrom', 'reminders'] as const;
const timeFieldsOf = (input: TaskTimeFields): TaskTimeFields =>
  Object.fromEntries(TIME_FIELDS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]));

export type TaskPatch = {
  name?: string;
  description?: string | null;
  priority?: number;
  duration?: number;
  projectRowId?: number;
  dueDate?: string | null;
  dueTime?: string | null;
  plannedDate?: string | null;
  recurrence?: string | null;
  recurFrom?: 'due' | 'completion';
  completed?: boolean;
  timeSpent?: number;
  position?: number;
  /** a member of the task's project (their user id), or null for nobody */
  assigneeId?: number | null;
  /** the whole list (replaces the task's reminders): { id?, offsetMinutes } or { id?, at } */
  reminders?: Array<{ id?: number; offsetMinutes?: number; at?: string }>;
  /** makes it a subtask of this task (the server refuses one in another project, or under itself); null: top level */
  parentRowId?: number | null;
};

let optimisticCount = 0;

/**
 * Creates a task (shown at once at the end of the lists); resolves with its row id. The create carries
 * a fresh clientId, and a queued fallback reuses it: an online create whose answer was lost and that is
 * then replayed still makes one task.
 */
export async function createTask(input: NewTask): Promise<{ rowId: number; id: string }> {
  const clientId = tempTaskId();
  return onlineOrQueued(
    () => createTaskOnline(input, clientId),
    () => queueCreate(input, clientId),
    input.labels?.some((id) => id < 0) ? -1 : undefined, // a label still to replay: the task follows it
  ); // OFFLINE LAYER
}

async function createTaskOnline(input: NewTask, clientId: string): Promise<{ rowId: number; id: string }> {
  const projectId = projectGlobalId(input.projectRowId);
  const own = startOwnCreate(input);
  try {
    return await commitCreate(input, clientId, projectId, own);
  } finally {
    if (!own.finished) commitLocalUpdate(getEnvironment(), (store) => own.finish(store));
  }
}

async function commitCreate(input: NewTask, clientId: string, projectId: string, own: OwnCreate): Promise<{ rowId: number; id: string }> {
  const response = await commitAsync<taskWritesCreateMutation>(
    createMutation,
    {
      input: {
        name: input.name,
        projectId,
        priority: input.priority,
        duration: input.duration,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        ...timeFieldsOf(input),
        ...(input.parentRowId ? { parentId: taskGlobalId(input.parentRowId) } : {}),
        ...(input.labels?.length ? { labels: input.labels.map(String) } : {}),
        clientId,
      },
    },
    (store) => {
      const id = `client:optimisticTask:${++optimisticCount}`;
      const task = store.create(id, 'Task');
      const now = new Date().toISOString();
      const fields: Record<string, unknown> = {
        id,
        rowId: 0,
        name: input.name,
        description: input.description ?? null,
        priority: input.priority,
        priorityBand: priorityBand(input.priority),
        duration: input.duration,
        timeSpent: 0,
        completed: false,
        completedAt: null,
        dueDate: input.dueDate ?? null,
        dueTime: input.dueTime ?? null,
        plannedDate: input.plannedDate ?? null,
        recurrence: input.recurrence ?? null,
        recurFrom: input.recurFrom ?? 'due',
        seriesRowId: null,
        position: Number.MAX_SAFE_INTEGER,
        projectRowId: input.projectRowId,
        parentRowId: input.parentRowId ?? null,
        subtaskCount: 0,
        completedSubtaskCount: 0,
        assigneeId: null,
        assigneeMemberName: null,
        assigneeEmail: null,
        assigneeName: null,
        emailSent: false,
        emailSentAt: null,
        createdAt: now,
        updatedAt: now,
      };
      for (const [key, value] of Object.entries(fields)) task.setValue(value as never, key);
      task.setLinkedRecords([], 'reminders');
      const project = store.get(projectId);
      if (project) task.setLinkedRecord(project, 'project');
      insertTask(store, task);
      bumpProjectCounts(store, projectId, { tasks: 1 });
      if (input.parentRowId) linkSubtask(store, input.parentRowId, task);
    },
    (store) => {
      const node = store.getRootField('createTask')?.getLinkedRecord('taskEdge')?.getLinkedRecord('node');
      if (node) insertTask(store, node);
      if (node && input.parentRowId) linkSubtask(store, input.parentRowId, node);
      own.finish(store, node?.getDataID());
    },
  );
  const { node } = response.createTask.taskEdge;
  return { rowId: node.rowId, id: node.id };
}

/** Changes only the fields given (null clears description or due date). */
export async function updateTask(rowId: number, patch: TaskPatch): Promise<void> {
  // a new parent moves the task between two parents' progress, here at once (the answer holds this task only)
  const before = patch.parentRowId !== undefined ? storedCompletion(rowId) : null;
  const reparent = (store: RecordSourceSelectorProxy) => before && moveSubtaskRecord(store, rowId, before, patch.parentRowId ?? null);
  return onlineOrQueued(
    () => updateTaskOnline(rowId, patch, reparent),
    async () => {
      await queueUpdate(rowId, patch);
      if (before) commitLocalUpdate(getEnvironment(), reparent);
    },
    rowId,
  ); // OFFLINE LAYER
}

async function updateTaskOnline(rowId: number, patch: TaskPatch, reparent: (store: RecordSourceSelectorProxy) => void): Promise<void> {
  const { projectRowId, reminders, parentRowId, ...rest } = patch;
  const input: UpdateTaskInput = { id: taskGlobalId(rowId), ...rest };
  if (projectRowId !== undefined) input.projectId = projectGlobalId(projectRowId);
  if (parentRowId !== undefined) input.parentId = parentRowId === null ? null : taskGlobalId(parentRowId);
  // reminders are records of their own: the answer brings them
  if (reminders) input.reminders = reminders.map(({ id, ...r }) => (id === undefined ? r : { ...r, id: String(id) }));
  await commitAsync<taskWritesUpdateMutation>(
    updateMutation,
    { input },
    (store) => {
      const task = store.get(taskGlobalId(rowId));
      if (!task) return;
      for (const [key, value] of Object.entries(rest)) task.setValue(value as never, key);
      if (projectRowId !== undefined) {
        const project = store.get(projectGlobalId(projectRowId));
        if (project) task.setLinkedRecord(project, 'project');
        task.setValue(projectRowId, 'projectRowId');
      }
      reparent(store);
    },
    reparent,
  );
}

/**
 * Nests a task under another, or takes it out (parentRowId null), then puts it in its place among
 * its new siblings: an update of parentId (and of the project when the parent is in another one; its
 * subtasks follow on the server), then a reorder. Each is queued like any edit when offline.
 */
export async function moveTaskInTree(move: { rowId: number; parentRowId: number | null; projectRowId?: number; order: number[] | null }): Promise<void> {
  const patch: TaskPatch = { parentRowId: move.parentRowId };
  if (move.projectRowId !== undefined) patch.projectRowId = move.projectRowId;
  await updateTask(move.rowId, patch);
  if (move.order) await reorderTasks(move.order);
}

/**
 * Where a repeating task moved on to: its next deadline day (null when that waits for the server's
 * answer to the replay), and whether the change waits in the offline queue.
 */
export type NextOccurrence = { dueDate: string | null; queued: boolean };

/**
 * Skips the current occurrence of a repeating task. Offline the skip is queued and the task moves to
 * the next deadline the rule gives here (null when that waits for the server's answer to the replay).
 */
export async function skipTaskOccurrence(rowId: number): Promise<NextOccurrence> {
  return onlineOrQueued(
    () => skipTaskOccurrenceOnline(rowId),
    async () => ({ dueDate: await queueSkip(rowId), queued: true }),
    rowId,
  ); // OFFLINE LAYER
}

async function skipTaskOccurrenceOnline(rowId: number): Promise<NextOccurrence> {
  const response = await commitAsync<taskWritesSkipMutation>(skipMutation, { input: { id: taskGlobalId(rowId) } });
  return { dueDate: response.skipTaskOccurrence.task.dueDate ?? null, queued: false };
}

/**
 * Marks the task completed (or open again with `false`): a repeating task's answer is its next occurrence,
 * and this resolves with where it moved on to (null when the task did not move on: it does not repeat,
 * its rule has ended, or it was opened again).
 * With `completeSubtasks`, its open subtasks are completed too (offline: each one loaded here is queued).
 */
export async function completeTask(rowId: number, completed = true, completeSubtasks = false): Promise<NextOccurrence | null> {
  const subtasks = completed && completeSubtasks ? openSubtaskRowIds(rowId) : [];
  return onlineOrQueued(
    () => completeTaskOnline(rowId, completed, completeSubtasks, subtasks),
    async () => {
      const next = await queueComplete(rowId, completed);
      for (const subtask of subtasks) await queueComplete(subtask, true);
      return next === undefined ? null : { dueDate: next, queued: true };
    },
    rowId,
  ); // OFFLINE LAYER
}

async function completeTaskOnline(rowId: number, completed: boolean, completeSubtasks: boolean, subtasks: number[]): Promise<NextOccurrence | null> {
  const input = { id: taskGlobalId(rowId), completed, ...(completeSubtasks ? { completeSubtasks } : {}) };
  // the answer holds this task only: its subtasks, and its parent's progress, follow here (optimistic and final)
  const before = storedCompletion(rowId);
  const completeLoadedSubtasks = (store: RecordSourceSelectorProxy) => {
    markSubtasksCompleted(store, subtasks);
    if (before.completed !== completed) countSubtaskCompletion(store, before.parentRowId, completed);
  };
  const response = await commitAsync<taskWritesCompleteMutation>(
    completeMutation,
    { input },
    (store) => {
      const task = store.get(taskGlobalId(rowId));
      completeLoadedSubtasks(store);
      if (!task || task.getValue('completed') === completed) return;
      task.setValue(completed, 'completed');
      task.setValue(completed ? new Date().toISOString() : null, 'completedAt');
      bumpProjectCounts(store, task.getLinkedRecord('project')?.getDataID(), { completed: completed ? 1 : -1 });
    },
    completeLoadedSubtasks,
  );
  // a repeating task answers open again, on its next deadline; completed for good when its rule has ended
  const task = response.completeTask.task;
  return completed && !task.completed && task.recurrence ? { dueDate: task.dueDate ?? null, queued: false } : null;
}

/** Deletes the task for good (the undo toast delays this call; see pendingDeletes.ts). */
export async function deleteTask(rowId: number): Promise<void> {
  return onlineOrQueued(
    () => deleteTaskOnline(rowId),
    () => queueDelete(rowId),
    rowId,
  ); // OFFLINE LAYER
}

async function deleteTaskOnline(rowId: number): Promise<void> {
  const id = taskGlobalId(rowId);
  const sweep: SelectorStoreUpdater<taskWritesDeleteMutation['response']> = (store) => removeTask(store, id);
  await commitAsync<taskWritesDeleteMutation>(
    deleteMutation,
    { input: { id } },
    (store) => {
      const task = store.get(id);
      const projectId = task?.getLinkedRecord('project')?.getDataID();
      bumpProjectCounts(store, projectId, { tasks: -1, completed: task?.getValue('completed') ? -1 : 0 });
      sweep(store, null as never);
    },
    sweep,
  );
}

/**
 * Puts the tasks in this order. Only the listed tasks move, into the slots they hold now (the
 * server's rule), so a caller may send just the range that changed.
 */
export async function reorderTasks(rowIds: number[]): Promise<void> {
  if (rowIds.length < 2) return;
  // a negative rowId is a task created offline: the reorder waits in the queue behind its create
  return onlineOrQueued(
    () => reorderTasksOnline(rowIds),
    () => queueReorder(rowIds),
    Math.min(...rowIds),
  ); // OFFLINE LAYER
}

async function reorderTasksOnline(rowIds: number[]): Promise<void> {
  await commitAsync<taskWritesReorderMutation>(reorderMutation, { input: { taskIds: rowIds.map(taskGlobalId) } }, (store) => {
    const records = rowIds.map((rowId) => store.get(taskGlobalId(rowId)));
    const slots = records.map((r) => Number(r?.getValue('position') ?? 0)).sort((a, b) => a - b);
    records.forEach((record, i) => record?.setValue(slots[i], 'position'));
  });
}

/** Moves the deadlines of these tasks to `dueDate` ("Reschedule all to today"), each keeping its time. Offline, each move is queued as an update. */
export async function rescheduleTasks(rowIds: number[], dueDate: string): Promise<void> {
  if (!rowIds.length) return;
  return onlineOrQueued(
    () => rescheduleTasksOnline(rowIds, dueDate),
    async () => {
      for (const rowId of rowIds) await queueUpdate(rowId, { dueDate });
    },
    Math.min(...rowIds),
  ); // OFFLINE LAYER
}

async function rescheduleTasksOnline(rowIds: number[], dueDate: string): Promise<void> {
  await commitAsync<taskWritesRescheduleMutation>(rescheduleMutation, { input: { taskIds: rowIds.map(taskGlobalId), dueDate } }, (store) => {
    for (const rowId of rowIds) store.get(taskGlobalId(rowId))?.setValue(dueDate, 'dueDate');
  });
}
