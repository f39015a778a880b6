import { builder } from '../../graphql/builder.js';
import type { Project } from '../../generated/prisma-sqlite/client.js';
import { ProjectNode } from '../projects/Project.js';
import { projectReadWith } from './listQuery.js';

/**
 * Task.project (here, beside both types: Project's own fields list its tasks). The list reads each
 * task's project with it and answers from there, without the relation's planning for every row
 * (issue 9). Any other task loads its project, and Prisma batches the lookups of one tick into one query.
 */
builder.prismaObjectField('Task', 'project', (t) =>
  t.field({
    type: ProjectNode,
    // the list's project has its dates as ISO text, which the DateTime scalar answers as it is
    resolve: (task, _args, ctx): Project | Promise<Project> =>
      (projectReadWith(task) as Project | undefined) ?? ctx.db.project.findUniqueOrThrow({ where: { id: task.projectId } }),
  }),
);
