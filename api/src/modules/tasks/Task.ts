import { builder } from '../../graphql/builder.js';
import { taskPolicy } from './policy.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { PRIORITY_BANDS, priorityBand } from '../../../../shared/tasks/priority.js';

export const PriorityBandEnum = builder.enumType('PriorityBand', {
  description: 'high: priority 8 or more; medium: 4 to 7; low: below 4',
  values: PRIORITY_BANDS,
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
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    position: t.exposeInt('position'),
    projectRowId: t.exposeInt('projectId'),
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
