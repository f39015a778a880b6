/**
 * Fields that join the timer and sessions to the Task node (api/src/modules/tasks). Imported in
 * api/src/graphql/schema.ts after the Task node, because Pothos needs the Task type implemented.
 */
import { builder } from '../../graphql/builder.js';
import { taskPolicy } from '../tasks/policy.js';
import { findTask } from '../tasks/repository.js';
import { pomodoroSessionPolicy } from './policy.js';
import { TimerRef } from './Timer.js';

builder.prismaObjectField('Task', 'pomodoroSessions', (t) =>
  t.relatedConnection('pomodoroSessions', {
    cursor: 'id',
    description: "The viewer's pomodoro sessions on this task, newest first (each member's focus is their own; timeSpent sums everyone's)",
    query: (_args, ctx) => ({ where: pomodoroSessionPolicy.readableWhere(ctx.viewer), orderBy: [{ startTime: 'desc' }, { id: 'desc' }] }),
  }),
);

builder.prismaObjectField('PomodoroSession', 'task', (t) => t.relation('task'));

builder.objectField(TimerRef, 'activeTask', (t) =>
  t.prismaField({
    type: 'Task',
    nullable: true,
    description: 'The task the timer runs on (the first of a group)',
    // read through the tasks domain; the fields it does not hold (its project…) Pothos loads by the task's id
    resolve: async (_query, v, _args, ctx) => {
      const task = v.activeTaskId ? await findTask(ctx.db, v.activeTaskId) : null;
      return task && taskPolicy.canRead(ctx.viewer, task) ? task : null;
    },
  }),
);
