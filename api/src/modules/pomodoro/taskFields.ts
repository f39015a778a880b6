/**
 * Fields that join the timer and sessions to the Task node (api/src/modules/tasks). Imported in
 * api/src/graphql/schema.ts after the Task node, because Pothos needs the Task type implemented.
 */
import { builder } from '../../graphql/builder.js';
import { TimerRef } from './Timer.js';

builder.prismaObjectField('Task', 'pomodoroSessions', (t) =>
  t.relatedConnection('pomodoroSessions', {
    cursor: 'id',
    description: 'Pomodoro sessions on this task, newest first',
    query: () => ({ orderBy: [{ startTime: 'desc' }, { id: 'desc' }] }),
  }),
);

builder.prismaObjectField('PomodoroSession', 'task', (t) => t.relation('task'));

builder.objectField(TimerRef, 'activeTask', (t) =>
  t.prismaField({
    type: 'Task',
    nullable: true,
    description: 'The task the timer runs on (the first of a group)',
    resolve: (query, v, _args, ctx) =>
      v.activeTaskId && ctx.viewer ? ctx.db.task.findFirst({ ...query, where: { id: v.activeTaskId, userId: ctx.viewer.id } }) : null,
  }),
);
