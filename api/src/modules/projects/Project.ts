import { builder } from '../../graphql/builder.js';
import { projectPolicy } from './policy.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { viewerIdOrNobody } from '../../lib/ownership.js';
import { TaskConnection } from '../tasks/Task.js';
import { taskPolicy } from '../tasks/policy.js';

export const ProjectNode = builder.prismaNode('Project', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Project') ?? 0, AND: [projectPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (project, ctx) => projectPolicy.canRead(ctx.viewer, project),
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The database id (REST and URLs)' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    priority: t.exposeInt('priority'),
    originator: t.exposeString('originator', { nullable: true }),
    position: t.int({
      description: "Where the project sits in the viewer's own list (each member arranges theirs)",
      select: (_args, ctx) => ({ members: { where: { userId: viewerIdOrNobody(ctx.viewer) }, select: { position: true } } }),
      resolve: (project) => project.members[0]?.position ?? 0,
    }),
    inbox: t.exposeBoolean('inbox', { description: "The user's default project, where tasks added without a project land; it cannot be deleted" }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    // a project's task fields read only the tasks the viewer may read, like REST's counts
    taskCount: t.relationCount('tasks', { where: (_args, ctx) => taskPolicy.readableWhere(ctx.viewer) }),
    completedTaskCount: t.relationCount('tasks', {
      where: (_args, ctx) => ({ completed: true, AND: [taskPolicy.readableWhere(ctx.viewer)] }),
      description: 'With taskCount, the progress of the project',
    }),
    tasks: t.relatedConnection(
      'tasks',
      {
        cursor: 'id',
        totalCount: true,
        args: { completed: t.arg.boolean({ required: false }) },
        query: (args, ctx) => ({
          where: { AND: [taskPolicy.readableWhere(ctx.viewer), typeof args.completed === 'boolean' ? { completed: args.completed } : {}] },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
        }),
      },
      TaskConnection,
    ),
  }),
});

export const ProjectEdge = builder.edgeObject({ type: ProjectNode, name: 'ProjectEdge' });

export const ProjectConnection = builder.connectionObject(
  {
    type: ProjectNode,
    name: 'ProjectConnection',
    fields: (t) => ({
      totalCount: t.int({
        resolve: (conn) => {
          const { totalCount } = conn as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  ProjectEdge,
);
