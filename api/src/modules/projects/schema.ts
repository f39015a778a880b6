import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { ListOrderField, OrderDirection } from './ordering.js';
import { ProjectConnection, ProjectEdge } from './Project.js';
import { MAX_PROJECTS } from './projectLimit.js';
import {
  countProjects,
  createProject,
  deleteProject,
  inboxOf,
  listProjects,
  readableProject,
  readableProjectsByIds,
  reorderProjects,
  updateProject,
} from './service.js';

type ProjectQuery = Parameters<typeof readableProject>[3];

/** A mutation's project as it is now, as Pothos selects it (the viewer just changed it, so may read it). */
async function projectNow(ctx: Context, id: number, query: ProjectQuery) {
  const project = await readableProject(ctx, ctx.viewer, id, query);
  if (!project) throw notFound('Project');
  return project;
}

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
      totalCount: (_root, args, ctx) => countProjects(ctx, ctx.viewer, args),
      resolve: (query, _root, args, ctx) => listProjects(ctx, ctx.viewer, args, query),
    },
    ProjectConnection,
  ),
  project: t.prismaField({
    type: 'Project',
    nullable: true,
    description: "One of the viewer's projects by ID or row id; null when unknown or not theirs",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => readableProject(ctx, ctx.viewer, args.id, query),
  }),
  inbox: t.prismaField({
    type: 'Project',
    description: "The viewer's Inbox, where tasks added without a project land (made when missing)",
    authScopes: { signedIn: true },
    resolve: async (query, _root, _args, ctx) => (await readableProject(ctx, ctx.viewer, (await inboxOf(ctx, ctx.viewer)).id, query))!,
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
      project: t.prismaField({ type: 'Project', resolve: (query, p, _a, ctx) => projectNow(ctx, p.project.id, query) }),
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
      project: t.prismaField({ type: 'Project', resolve: (query, p, _a, ctx) => projectNow(ctx, p.project.id, query) }),
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
          readableProjectsByIds(
            ctx,
            ctx.viewer,
            p.projects.map((x) => x.id),
            query,
          ),
      }),
    }),
  },
);
