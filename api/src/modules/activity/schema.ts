/** History on the Task and Project nodes. Imported in api/src/graphql/schema.ts after both. */
import { builder } from '../../graphql/builder.js';
import { ActivityConnection } from './Activity.js';
import { activityPolicy } from './policy.js';
import { NEWEST_FIRST } from './repository.js';

builder.prismaObjectField('Task', 'activity', (t) =>
  t.relatedConnection(
    'activities',
    {
      cursor: 'id',
      description: "The task's history, newest first",
      query: (_args, ctx) => ({ where: activityPolicy.readableWhere(ctx.viewer), orderBy: NEWEST_FIRST }),
    },
    ActivityConnection,
  ),
);

builder.prismaObjectField('Project', 'activity', (t) =>
  t.relatedConnection(
    'activities',
    {
      cursor: 'id',
      description: "The history of the project's tasks (deleted ones too), newest first",
      query: (_args, ctx) => ({ where: activityPolicy.readableWhere(ctx.viewer), orderBy: NEWEST_FIRST }),
    },
    ActivityConnection,
  ),
);
