import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { unauthorized } from '../../lib/errors.js';
import type { TaskChangeKind } from './events.js';

type TaskChange = { kind: TaskChangeKind; taskId: number };

const TaskChangeKindEnum = builder.enumType('TaskChangeKind', { values: ['created', 'updated', 'deleted'] as const });

const TaskChangedEvent = builder.objectRef<TaskChange>('TaskChangedEvent').implement({
  description: 'One of the viewer\'s tasks was created, updated or deleted (on any device or server instance)',
  fields: (t) => ({
    kind: t.field({ type: TaskChangeKindEnum, resolve: (e) => e.kind }),
    taskId: t.id({ description: 'The task\'s global ID (for @deleteRecord when deleted)', resolve: (e) => encodeGlobalID('Task', e.taskId) }),
    rowId: t.int({ resolve: (e) => e.taskId }),
    task: t.prismaField({
      type: 'Task',
      nullable: true,
      description: 'The task as it is now; null once deleted',
      resolve: (query, e, _a, ctx) =>
        e.kind === 'deleted' || !ctx.viewer ? null : ctx.db.task.findFirst({ ...query, where: { id: e.taskId, userId: ctx.viewer.id } }),
    }),
  }),
});

builder.subscriptionField('taskChanged', (t) =>
  t.field({
    type: TaskChangedEvent,
    description: "Live changes to the viewer's own tasks",
    authScopes: { signedIn: true },
    // scope checks run on resolve; a signed-out socket must be refused before it subscribes
    subscribe: (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthorized();
      return ctx.pubsub.subscribe('tasks:changed', ctx.viewer.id) as never;
    },
    resolve: (payload) => payload as unknown as TaskChange,
  }),
);
