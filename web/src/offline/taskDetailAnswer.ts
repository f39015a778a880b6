import type { GraphQLResponse } from 'relay-runtime';
import { fromGlobalId, globalId } from '../features/tasks/globalIds.ts';
import { tempRowId } from './ids.ts';
import type { LocalTask } from './types.ts';

/** A project as the remembered screen answers carry it (Projects, Tasks). */
export type KnownProject = { id: string; rowId: number; name: string; inbox?: boolean; viewerRole?: string | null };
/** A label as Settings' remembered answer carries it. */
export type KnownLabel = { id: string; rowId: number; name: string; color: string };

/** A reminder of a local task: the server's (with its id), or one added offline (no id until the replay). */
export type LocalReminder = { id?: number; offsetMinutes?: number | null; at?: string | null };

/** An all-day deadline's reminders count from this time (as the server's fireAt.ts), here in the device's zone. */
const ALL_DAY_REMINDER_TIME = '09:00';

const rowIdOf = (id: number | string) => (typeof id === 'number' ? id : tempRowId(id));
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The local task a detail page's `id` (a row id, a temp task's negative row id, or a global ID) names. */
export function findLocalTask(tasks: LocalTask[], id: string): LocalTask | undefined {
  let rowId = Number(id);
  if (!Number.isInteger(rowId)) {
    const named = fromGlobalId(id);
    rowId = named?.type === 'Task' && /^-?\d+$/.test(named.rowId) ? Number(named.rowId) : NaN;
  }
  return tasks.find((t) => rowIdOf(t.id) === rowId);
}

/** A reminder's Relay id: the server's global ID, or for one added offline a client id by its place in the task's list. */
export const localReminderId = (taskRelayId: string, reminder: LocalReminder, index: number) =>
  typeof reminder.id === 'number' ? globalId('Reminder', reminder.id) : `client:localReminder:${taskRelayId}:${index}`;

/** When a reminder fires next as far as this device can tell (the server's rule, in the device's time zone). */
export function reminderFireAt(reminder: LocalReminder, task: LocalTask, now: Date): string | null {
  if (task.completed) return null;
  let due: Date | null = reminder.at ? new Date(reminder.at) : null;
  const dueDate = text(task.dueDate);
  if (!due && typeof reminder.offsetMinutes === 'number' && dueDate) {
    const time = /^\d{2}:\d{2}$/.test(text(task.dueTime) ?? '') ? (task.dueTime as string) : ALL_DAY_REMINDER_TIME;
    due = new Date(new Date(`${dueDate}T${time}:00`).getTime() - reminder.offsetMinutes * 60_000);
  }
  return due && due.getTime() >= now.getTime() ? due.toISOString() : null;
}

/**
 * The answer of TaskDetailScreenQuery as the local store can give it, for a task page opened offline
 * that was never opened online: the task's own fields (the mirror of GET /api/tasks: name, description,
 * project, priority, dates, repeat rule, labels, reminders, assignee), its parent and its subtasks from
 * the other local tasks, the projects and labels from the remembered Projects/Tasks and Settings
 * answers. What only the server knows (comments, activity, focus sessions, the project's members) is
 * empty here; the screen says so and asks again once back online.
 */
export function buildTaskDetailAnswer(task: LocalTask, tasks: LocalTask[], projects: KnownProject[], labels: KnownLabel[], now = new Date()): GraphQLResponse {
  const childrenOf = (parent: LocalTask) => tasks.filter((t) => t.parentId === parent.id && t.id !== parent.id);
  const counts = (t: LocalTask) => {
    const children = childrenOf(t);
    return { subtaskCount: children.length, completedSubtaskCount: children.filter((c) => c.completed).length };
  };
  const brief = (t: LocalTask) => ({ __typename: 'Task', id: globalId('Task', t.id), rowId: rowIdOf(t.id), name: t.name });
  const projectRowId = Number(task.projectId) || 0;
  const known = projects.find((p) => p.rowId === projectRowId);
  const project = projectRowId
    ? {
        __typename: 'Project',
        id: known?.id ?? globalId('Project', projectRowId),
        rowId: projectRowId,
        name: known?.name ?? task.projectName ?? 'Unknown Project',
        viewerRole: known?.viewerRole ?? null,
        members: [],
      }
    : null;
  const parent = typeof task.parentId === 'number' ? tasks.find((t) => t.id === task.parentId) : undefined;
  const labelIds = new Set(Array.isArray(task.labels) ? (task.labels as number[]) : []);
  const reminders = Array.isArray(task.reminders) ? (task.reminders as LocalReminder[]) : [];
  const created = text(task.createdAt) ?? now.toISOString();

  return {
    data: {
      task: {
        ...brief(task),
        description: task.description ?? null,
        priority: task.priority,
        completed: task.completed,
        completedAt: text(task.completedAt),
        ...counts(task),
        timeSpent: task.timeSpent ?? 0,
        duration: task.duration ?? 0,
        dueDate: text(task.dueDate),
        dueTime: text(task.dueTime),
        plannedDate: text(task.plannedDate),
        recurrence: text(task.recurrence),
        recurFrom: text(task.recurFrom) ?? 'due',
        projectRowId,
        createdAt: created,
        updatedAt: text(task.updatedAt) ?? created,
        project,
        assigneeId: typeof task.assigneeId === 'number' ? task.assigneeId : null,
        assigneeName: text(task.assigneeName),
        assigneeEmail: text(task.assigneeEmail),
        emailSent: Boolean(task.emailSent),
        emailSentAt: text(task.emailSentAt),
        parent: parent ? brief(parent) : null,
        subtasks: childrenOf(task).map((c) => ({ ...brief(c), priority: c.priority, completed: c.completed, ...counts(c) })),
        labels: labels.filter((l) => labelIds.has(l.rowId)).map((l) => ({ __typename: 'Label', ...l })),
        reminders: reminders.map((r, i) => ({
          __typename: 'Reminder',
          id: localReminderId(globalId('Task', task.id), r, i),
          rowId: r.id ?? 0,
          offsetMinutes: r.offsetMinutes ?? null,
          at: r.at ?? null,
          fireAt: reminderFireAt(r, task, now),
        })),
        // only the server has these: the screen shows a note instead of them
        pomodoroSessions: { edges: [] },
        mentionableUsers: [],
        comments: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
        activity: { edges: [] },
      },
      projects: { edges: projects.map((p) => ({ node: { id: p.id, rowId: p.rowId, name: p.name, inbox: Boolean(p.inbox) } })) },
      labels: labels.map((l) => ({ __typename: 'Label', ...l })),
    },
  } as GraphQLResponse;
}
