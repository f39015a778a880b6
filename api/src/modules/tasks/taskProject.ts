import { builder } from '../../graphql/builder.js';
import { ProjectNode } from '../projects/Project.js';
import { projectOfTask } from './repository.js';

/**
 * Task.project (here, beside both types: Project's own fields list its tasks). Prisma batches the
 * lookups of one tick (a list page's rows) into one query.
 */
builder.prismaObjectField('Task', 'project', (t) =>
  t.field({
    type: ProjectNode,
    resolve: (task, _args, ctx) => projectOfTask(ctx.db, task.projectId),
  }),
);
