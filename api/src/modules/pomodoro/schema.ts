import { builder } from '../../graphql/builder.js';
import { notFound } from '../../lib/errors.js';
import { rowIdFrom as rowIdOf } from '../../lib/globalId.js';
import { PomodoroSessionType } from './PomodoroSession.js';
import { assertSignedIn, ownedTask, sessionsOf } from './policy.js';
import { completeSession, createSession } from './service.js';

builder.queryFields((t) => ({
  pomodoroSessions: t.prismaConnection({
    type: 'PomodoroSession',
    cursor: 'id',
    description: "The viewer's pomodoro sessions, newest first; of one task when taskId is given",
    authScopes: { signedIn: true },
    args: { taskId: t.arg.id({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      assertSignedIn(ctx.viewer);
      let taskId: number | undefined;
      if (args.taskId != null) {
        taskId = rowIdOf(args.taskId, 'Task') ?? undefined;
        if (!taskId) throw notFound('Task');
        await ownedTask(ctx, ctx.viewer, taskId);
      }
      return ctx.db.pomodoroSession.findMany({
        ...query,
        where: { ...sessionsOf(ctx.viewer.id), ...(taskId ? { taskId } : {}) },
        orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
      });
    },
  }),
}));

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
        resolve: (query, p, _args, ctx) => ctx.db.pomodoroSession.findUniqueOrThrow({ ...query, where: { id: p.id } }),
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
        resolve: (query, p, _args, ctx) => ctx.db.pomodoroSession.findUniqueOrThrow({ ...query, where: { id: p.id } }),
      }),
    }),
  },
);
