import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { PERSON_SELECT, PersonRef } from '../users/Person.js';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../../shared/activity/describe.js';
import { activityPolicy } from './policy.js';

export const ActivityKindEnum = builder.enumType('ActivityKind', { values: ACTIVITY_KINDS });

export const ActivityNode = builder.prismaNode('Activity', {
  id: { field: 'id' },
  // a line the viewer may not read is null, like an unknown id
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Activity') ?? 0, AND: [activityPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  // every list of lines is filtered by activityPolicy.readableWhere; a line carries no content of its own beyond it
  authScopes: { signedIn: true },
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    taskRowId: t.exposeInt('taskId', { nullable: true, description: 'null once the task is deleted' }),
    projectRowId: t.exposeInt('projectId'),
    actor: t.field({ type: PersonRef, select: { actor: { select: PERSON_SELECT } }, resolve: (a) => a.actor }),
    kind: t.field({ type: ActivityKindEnum, resolve: (a) => a.kind as ActivityKind }),
    field: t.exposeString('field', { nullable: true, description: 'The field an "updated" line changed' }),
    fromValue: t.exposeString('fromValue', { nullable: true }),
    toValue: t.exposeString('toValue', { nullable: true }),
    taskName: t.exposeString('taskName', { nullable: true, description: "The task's name when the line was written" }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ActivityConnection = builder.connectionObject(
  { type: ActivityNode, name: 'ActivityConnection' },
  builder.edgeObject({ type: ActivityNode, name: 'ActivityEdge' }),
);
