import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { afterListening, SUBSCRIBED } from '../../graphql/subscribed.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { replayedTaskChanges, type TaskChange } from './events.js';
import { projectPolicy } from '../projects/policy.js';
import { findProjectIn } from '../projects/repository.js';
import { taskPolicy } from './policy.js';
import * as tasks from './repository.js';

const TaskChangeKindEnum = builder.enumType('TaskChangeKind', { values: ['created', 'updated', 'deleted'] as const });

const TaskChangedEvent = builder.objectRef<TaskChange>('TaskChangedEvent').implement({
  description: "One of the viewer's tasks was created, updated or deleted (on any device or server instance)",
  fields: (t) => ({
    kind: t.field({ type: TaskChangeKindEnum, resolve: (e) => e.kind }),
    taskId: t.id({ description: "The task's global ID (for @deleteRecord when deleted)", resolve: (e) => encodeGlobalID('Task', e.taskId) }),
    rowId: t.int({ resolve: (e) => e.taskId }),
    replayed: t.boolean({
      description:
        'Sent again to a subscription that started after it (it may predate what the client read): a created task missing from a list that has more pages will come with one of them',
      resolve: (e) => e.replayed === true,
    }),
    task: t.prismaField({
      type: 'Task',
      nullable: true,
      description: 'The task as it is now; null once deleted',
      resolve: (query, e, _a, ctx) => (e.kind === 'deleted' ? null : tasks.findTaskSelected(ctx.db, query, e.taskId, taskPolicy.readableWhere(ctx.viewer))),
    }),
    project: t.prismaField({
      type: 'Project',
      nullable: true,
      description: "A deleted task's project as it is now (its counts changed); null otherwise, or when the project went too",
      resolve: (query, e, _a, ctx) =>
        e.kind !== 'deleted' || e.projectId === undefined ? null : findProjectIn(ctx.db, e.projectId, projectPolicy.readableWhere(ctx.viewer), query),
    }),
  }),
});

builder.subscriptionField('taskChanged', (t) =>
  t.field({
    type: TaskChangedEvent,
    nullable: true,
    description:
      "Live changes to the tasks of the viewer's projects (every member hears of them; one who leaves stops at once). The first value is null, once the subscription listens; the changes of the last minute follow it (one per task), so a change made between a client's query and its subscription, or while it reconnected, is not missed. An event may arrive twice.",
    ...liveSubscription('signedIn', (ctx, viewer) => {
      const replay = async () => replayedTaskChanges(await ctx.pubsub.recent('tasks:changed', viewer.id));
      return afterListening(ctx.pubsub, ctx.pubsub.subscribe('tasks:changed', viewer.id), replay) as never;
    }),
    resolve: (payload) => ((payload as unknown) === SUBSCRIBED ? null : (payload as unknown as TaskChange)),
  }),
);
