import { builder } from '../../graphql/builder.js';
import { pomodoroSessionPolicy } from './policy.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { SESSION_TYPES } from '../../../../shared/pomodoro/validation.js';

export const PomodoroSessionType = builder.enumType('PomodoroSessionType', { values: SESSION_TYPES });

/** A work or break session on a task; whoever may read the task sees it. */
export const PomodoroSessionNode = builder.prismaNode('PomodoroSession', {
  id: { field: 'id' },
  nullable: true,
  include: { task: { select: { userId: true, projectId: true } } },
  // node(id:) of a stranger's session finds nothing
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'PomodoroSession') ?? 0, AND: [pomodoroSessionPolicy.readableWhere(ctx.viewer)] }),
  authScopes: (session, ctx) => pomodoroSessionPolicy.canRead(ctx.viewer, session),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    taskRowId: t.exposeInt('taskId'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime', nullable: true }),
    /** minutes */
    duration: t.exposeInt('duration', { description: 'Minutes' }),
    type: t.field({ type: PomodoroSessionType, resolve: (s) => s.type as 'work' | 'break' }),
    completed: t.exposeBoolean('completed'),
  }),
});
