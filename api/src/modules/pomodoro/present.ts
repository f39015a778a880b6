import type { PomodoroSession } from '../../generated/prisma-sqlite/client.js';

/** A session as REST answers it (spec section 3 pomodoro_sessions). */
export function presentSession(s: PomodoroSession) {
  return {
    id: s.id,
    taskId: s.taskId,
    startTime: s.startTime.toISOString(),
    endTime: s.endTime ? s.endTime.toISOString() : null,
    duration: s.duration,
    type: s.type as 'work' | 'break',
    completed: s.completed,
  };
}
