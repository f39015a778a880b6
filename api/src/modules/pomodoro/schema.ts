import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { rowIdFrom as rowIdOf } from '../../lib/globalId.js';
import { PomodoroSessionType } from './PomodoroSession.js';
import { pomodoroSessionPolicy } from './policy.js';
import { findSessionWith } from './repository.js';
import { completeSession, createSession, sessionPage } from './service.js';

builder.queryFields((t) => ({
  pomodoroSessions: t.prismaConnection({
    type: 'PomodoroSession',
    cursor: 'id',
    description: "The viewer's pomodoro sessions, newest first; of one task when taskId is given",
    authScopes: { signedIn: true },
    args: { taskId: t.arg.id({ required: false }) },
    resolve: (query, _root, args, ctx) => sessionPage(ctx, ctx.viewer, args.taskId, query),
  }),
}));

/** A mutation's session, read through the policy like any other. */
async function readableSession(query: Parameters<typeof findSessionWith>[1], id: number, ctx: Context) {
  const session = await findSessionWith(ctx.db, query, id, pomodoroSessionPolicy.readableWhere(ctx.viewer));
  if (!session) throw notFound('Pomodoro session');
  return session;
}

builder.relayMutationField(
  'createPomodoroSession',
  {
    inputFields: (t) => ({
      taskId: t.id({ required: true }),
      startTime: t.field({ type: 'DateTime', required: true }),
      duration: t.int({ required: true, description: 'Minutes, 1 to 1440' }),
      type: t.field({ type: PomodoroSessionType, required: true }),
      completed: t.boolean({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const taskId = rowIdOf(input.taskId, 'Task');
      if (!taskId) throw notFound('Task');
      const session = await createSession(ctx, ctx.viewer, { ...input, taskId, completed: input.completed ?? false });
      return { id: session.id };
    },
  },
  {
    outputFields: (t) => ({
      pomodoroSession: t.prismaField({
        type: 'PomodoroSession',
        resolve: (query, p, _args, ctx) => readableSession(query, p.id, ctx),
      }),
    }),
  },
);

builder.relayMutationField(
  'completePomodoroSession',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ id: (await completeSession(ctx, ctx.viewer, input.id)).id }),
  },
  {
    outputFields: (t) => ({
      pomodoroSession: t.prismaField({
        type: 'PomodoroSession',
        resolve: (query, p, _args, ctx) => readableSession(query, p.id, ctx),
      }),
    }),
  },
);
