import { builder } from '../../graphql/builder.js';
import type { Task } from '../../generated/prisma-sqlite/client.js';
import { ListOrderField, OrderDirection } from '../projects/ordering.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { connectionNodeFields } from '../../graphql/connectionNodeFields.js';
import { countTasks, taskPage } from './service.js';
import { taskPolicy } from './policy.js';
import * as tasks from './repository.js';
import { PriorityBandEnum, TaskConnection } from './Task.js';
import './taskProject.js';
import './mutations.js';
import './assignSchema.js';
import './subscriptions.js';
import './quickAddSchema.js';

/**
 * Tasks one page may hold. Pothos' default of 100 cut the Task List's later pages (300) to 100,
 * and each page merged into the client's list costs a pass over every task already loaded.
 */
export const MAX_TASK_PAGE = 500;

builder.queryFields((t) => ({
  tasks: t.prismaConnection(
    {
      type: 'Task',
      cursor: 'id',
      maxSize: MAX_TASK_PAGE,
      description: `The viewer's tasks, filtered and ordered (at most ${MAX_TASK_PAGE} per page)`,
      authScopes: { signedIn: true },
      args: {
        projectId: t.arg.id({ required: false, description: 'Only this project (a project that is not yours matches nothing)' }),
        completed: t.arg.boolean({ required: false }),
        projectIds: t.arg.idList({ required: false, description: 'Only these projects' }),
        label: t.arg.idList({ required: false, description: 'Only tasks with any of these labels (Label IDs or rowIds)' }),
        assigneeId: t.arg.int({ required: false, description: 'Only tasks assigned to this user' }),
        search: t.arg.string({ required: false, description: 'Text in the name or description, any case' }),
        priority: t.arg({ type: PriorityBandEnum, required: false }),
        minPriority: t.arg.int({ required: false, description: 'Only tasks of this priority or higher (1 to 10)' }),
        orderBy: t.arg({ type: ListOrderField, required: false }),
        direction: t.arg({ type: OrderDirection, required: false }),
        completedSince: t.arg({ type: 'DateTime', required: false, description: 'Only tasks completed at or after this time' }),
        dateFrom: t.arg.string({ required: false, description: 'Only tasks whose deadline or planned day is on or after this day (YYYY-MM-DD)' }),
        dateTo: t.arg.string({ required: false, description: 'Only tasks whose deadline or planned day is on or before this day (YYYY-MM-DD)' }),
        overdue: t.arg.boolean({
          required: false,
          description: "true: only open tasks whose deadline day is before today in the viewer's time zone; false: all but those",
        }),
        recurring: t.arg.boolean({
          required: false,
          description:
            'true: only tasks that repeat (with dateTo and completed: false, the open series whose current deadline is on or before that day, as a calendar needs to show their later occurrences); false: only those that do not',
        }),
      },
      totalCount: (_root, args, ctx) => countTasks(ctx, ctx.viewer, args),
      resolve: (query, _root, args, ctx, info) => {
        const fields = connectionNodeFields(info);
        const extras = { labels: fields.has('labels'), subtasks: fields.has('subtaskCount') || fields.has('completedSubtaskCount') };
        return taskPage(ctx, ctx.viewer, args, query, extras) as Promise<Task[]>;
      },
    },
    TaskConnection,
  ),
  task: t.prismaField({
    type: 'Task',
    nullable: true,
    description: "One of the viewer's tasks by ID or row id (/tasks/{id}); null when unknown or not theirs",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = rowIdFrom(args.id, 'Task');
      return id ? tasks.findTaskSelected(ctx.db, query, id, taskPolicy.readableWhere(ctx.viewer)) : null;
    },
  }),
}));
