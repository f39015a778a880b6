import { builder } from '../../graphql/builder.js';
import { taskPolicy } from './policy.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { PRIORITY_BANDS, priorityBand } from '../../../../shared/tasks/priority.js';
import { RECUR_FROM } from '../../../../shared/tasks/validation.js';
import { dayOfStored } from '../../../../shared/tasks/dates.js';
import { LabelNode } from '../labels/Label.js';
import { labelsOfTask } from '../labels/repository.js';
import { labelPolicy } from '../labels/policy.js';
import type { Label } from '../../generated/prisma-sqlite/client.js';
import { subtaskCounts, type SubtaskProgress } from './subtasks.js';
import type { Db } from '../../db/client.js';
import { accountNamesById } from './repository.js';

/** A list page's rows carry their subtask counts (service.ts taskPage); any other task counts them. */
async function subtaskProgress(db: Db, task: { id: number }): Promise<SubtaskProgress> {
  const listed = (task as { listedSubtasks?: SubtaskProgress }).listedSubtasks;
  return listed ?? (await subtaskCounts(db, [task.id])).get(task.id) ?? { total: 0, completed: 0 };
}

async function assigneeNameOf(db: Db, userId: number) {
  const account = await accountNamesById(db, userId);
  return account ? account.name || account.username : null;
}

export const PriorityBandEnum = builder.enumType('PriorityBand', {
  description: 'high: priority 8 or more; medium: 4 to 7; low: below 4',
  values: PRIORITY_BANDS,
});

export const RecurFromEnum = builder.enumType('RecurFrom', {
  description: 'due: the next occurrence counts from the deadline; completion: from the day the task was completed',
  values: RECUR_FROM,
});

export const TaskNode = builder.prismaNode('Task', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Task') ?? 0, AND: [taskPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (task, ctx) => taskPolicy.canRead(ctx.viewer, task),
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The database id (REST, offline ids and /tasks/{id} URLs)' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    priority: t.exposeInt('priority'),
    priorityBand: t.field({ type: PriorityBandEnum, resolve: (task) => priorityBand(task.priority) }),
    duration: t.exposeInt('duration', { description: 'Estimate in minutes' }),
    timeSpent: t.exposeInt('timeSpent', { description: 'Minutes of focus recorded on the task' }),
    completed: t.exposeBoolean('completed'),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    dueDate: t.string({
      nullable: true,
      description: "The deadline's day, YYYY-MM-DD",
      resolve: (task) => (task.dueDate ? dayOfStored(task.dueDate) : null),
    }),
    dueTime: t.exposeString('dueTime', { nullable: true, description: "The deadline's time, HH:MM in the owner's time zone; null for an all-day deadline" }),
    plannedDate: t.string({
      nullable: true,
      description: 'The day the user plans to work on it, YYYY-MM-DD',
      resolve: (task) => (task.plannedDate ? dayOfStored(task.plannedDate) : null),
    }),
    recurrence: t.exposeString('recurrence', { nullable: true, description: 'RFC 5545 RRULE text (e.g. FREQ=WEEKLY;BYDAY=MO); null when it does not repeat' }),
    recurFrom: t.field({ type: RecurFromEnum, resolve: (task) => task.recurFrom as 'due' | 'completion' }),
    occurrencesDone: t.exposeInt('occurrencesDone', {
      description: "Occurrences of the rule completed or skipped since it was set; the current one is number occurrencesDone + 1 of the rule's COUNT",
    }),
    seriesRowId: t.exposeInt('seriesId', {
      nullable: true,
      description: 'On a completed occurrence of a recurring task: the row id of the series task, which moved on to the next deadline',
    }),
    parentRowId: t.exposeInt('parentId', { nullable: true, description: 'The row id of the task this one is a subtask of; null for a top-level task' }),
    subtaskCount: t.int({ description: 'Direct subtasks', resolve: async (task, _a, ctx) => (await subtaskProgress(ctx.db, task)).total }),
    completedSubtaskCount: t.int({
      description: 'Direct subtasks completed ("2/5" with subtaskCount)',
      resolve: async (task, _a, ctx) => (await subtaskProgress(ctx.db, task)).completed,
    }),
    parent: t.relation('parent', {
      nullable: true,
      description: 'The task this one is a subtask of; null for a top-level task',
    }),
    subtasks: t.relation('subtasks', {
      description: 'Direct subtasks, in list order',
      query: (_args, ctx) => ({ where: taskPolicy.readableWhere(ctx.viewer), orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] }),
    }),
    labels: t.field({
      type: [LabelNode],
      description: "The viewer's labels on the task, by name (a label is its owner's alone, on a shared task too)",
      select: (_args, ctx) => ({
        labels: {
          where: { label: labelPolicy.readableWhere(ctx.viewer) },
          select: { label: true },
          orderBy: [{ label: { nameKey: 'asc' } }, { labelId: 'asc' }],
        },
      }),
      // a list page's rows (Kysely, not Prisma's selection) carry their labels (service.ts taskPage)
      resolve: (task, _args, ctx) => {
        const { labels, listedLabels } = task as { labels?: Array<{ label: Label }>; listedLabels?: Label[] };
        return listedLabels ?? labels?.map((l) => l.label) ?? labelsOfTask(ctx.db, task.id, labelPolicy.readableWhere(ctx.viewer));
      },
    }),
    position: t.exposeInt('position'),
    projectRowId: t.exposeInt('projectId'),
    assigneeId: t.exposeInt('assigneeId', { nullable: true, description: "The user id of the project member the task is assigned to; null when nobody's" }),
    assigneeMemberName: t.string({
      nullable: true,
      description: "The name (else the username) of the project member the task is assigned to; null when nobody's",
      // a list page's rows carry it (service.ts taskPage); any other task reads it
      resolve: (task, _a, ctx) => {
        const listed = (task as { listedAssigneeName?: string | null }).listedAssigneeName;
        if (listed !== undefined) return listed;
        return task.assigneeId === null ? null : assigneeNameOf(ctx.db, task.assigneeId);
      },
    }),
    assigneeEmail: t.exposeString('assigneeEmail', { nullable: true }),
    assigneeName: t.exposeString('assigneeName', { nullable: true }),
    emailSent: t.exposeBoolean('emailSent'),
    emailSentAt: t.expose('emailSentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const TaskEdge = builder.edgeObject({ type: TaskNode, name: 'TaskEdge' });

export const TaskConnection = builder.connectionObject(
  {
    type: TaskNode,
    name: 'TaskConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'Tasks matching the filters, over all pages',
        resolve: (conn) => {
          const { totalCount } = conn as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  TaskEdge,
);
