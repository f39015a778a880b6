import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../graphql/builder.js';
import { notFound } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { ListOrderField, OrderDirection } from './ordering.js';
import { ProjectConnection, ProjectEdge } from './Project.js';
import { MAX_PROJECTS } from './projectLimit.js';
import { createProject, deleteProject, projectsQuery, reorderProjects, updateProject } from './service.js';

builder.queryFields((t) => ({
  projects: t.prismaConnection(
    {
      type: 'Project',
      cursor: 'id',
      maxSize: MAX_PROJECTS, // one page holds them all (projectLimit.ts)
      description: "The viewer's projects",
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ required: false, description: 'Text in the name or description, any case' }),
        orderBy: t.arg({ type: ListOrderField, required: false }),
        direction: t.arg({ type: OrderDirection, required: false }),
      },
      totalCount: async (_root, args, ctx) => ctx.db.project.count({ where: (await projectsQuery(ctx, ctx.viewer, args)).where }),
      resolve: async (query, _root, args, ctx) => ctx.db.project.findMany({ ...query, ...(await projectsQuery(ctx, ctx.viewer, args)) }),
    },
    ProjectConnection,
  ),
  project: t.prismaField({
    type: 'Project',
    nullable: true,
    description: "One of the viewer's projects by ID or row id; null when unknown or not theirs",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = rowIdFrom(args.id, 'Project');
      return id ? ctx.db.project.findFirst({ ...query, where: { id, userId: ctx.viewer!.id } }) : null;
    },
  }),
}));

builder.relayMutationField(
  'createProject',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      description: t.string({ required: false }),
      priority: t.int({ required: true }),
      originator: t.string({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ project: await createProject(ctx, ctx.viewer, input) }),
  },
  {
    outputFields: (t) => ({
      project: t.prismaField({ type: 'Project', resolve: (query, p, _a, ctx) => ctx.db.project.findUniqueOrThrow({ ...query, where: { id: p.project.id } }) }),
      projectEdge: t.field({
        type: ProjectEdge,
        description: 'For @appendEdge/@prependEdge into a projects connection',
        resolve: (p) => ({ cursor: formatPrismaCursor(p.project, 'id'), node: p.project }),
      }),
    }),
  },
);

builder.relayMutationField(
  'updateProject',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      name: t.string({ required: false }),
      description: t.string({ required: false }),
      priority: t.int({ required: false }),
      originator: t.string({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input: { id, ...change } }, ctx) => ({ project: await updateProject(ctx, ctx.viewer, id, change) }),
  },
  {
    outputFields: (t) => ({
      project: t.prismaField({ type: 'Project', resolve: (query, p, _a, ctx) => ctx.db.project.findUniqueOrThrow({ ...query, where: { id: p.project.id } }) }),
    }),
  },
);

builder.relayMutationField(
  'deleteProject',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      deleteTasks: t.boolean({
        required: false,
        description: 'Must be true when the project still has tasks: they are deleted with it',
      }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => deleteProject(ctx, ctx.viewer, input.id, { deleteTasks: input.deleteTasks ?? false }),
  },
  {
    outputFields: (t) => ({
      deletedProjectId: t.id({ resolve: (p) => encodeGlobalID('Project', p.project.id) }),
      deletedTaskIds: t.idList({ description: 'The tasks deleted with the project', resolve: (p) => p.deletedTaskIds.map((id) => encodeGlobalID('Task', id)) }),
    }),
  },
);

builder.relayMutationField(
  'reorderProjects',
  { inputFields: (t) => ({ projectIds: t.idList({ required: true, description: 'The projects in their new order' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const projectIds = input.projectIds.map((id) => rowIdFrom(id, 'Project') ?? -1);
      if (projectIds.includes(-1)) throw notFound('Project');
      return { projects: await reorderProjects(ctx, ctx.viewer, { projectIds }) };
    },
  },
  {
    outputFields: (t) => ({
      projects: t.prismaField({
        type: ['Project'],
        resolve: (query, p, _a, ctx) =>
          ctx.db.project.findMany({ ...query, where: { id: { in: p.projects.map((x) => x.id) } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      }),
    }),
  },
);
