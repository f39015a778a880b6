import { builder } from '../../graphql/builder.js';
import type { Project } from '../../generated/prisma-sqlite/client.js';
import { ProjectNode } from '../projects/Project.js';
import { projectOf } from '../projects/repository.js';

/**
 * Task.project (here, beside both types: Project's own fields list its tasks).
 */
builder.prismaObjectField('Task', 'project', (t) =>
  t.field({
    type: ProjectNode,
    // a list page's rows carry their project (service.ts taskPage); any other task loads it
    resolve: (task, _args, ctx) => (task as { listedProject?: Project }).listedProject ?? projectOf(ctx.db, task.projectId),
  }),
);
