import { builder } from '../../graphql/builder.js';
import type { TimerView } from './timerState.js';
import { pomodoroSessionPolicy } from './policy.js';
import { findSessionWith } from './repository.js';
import { readableTimer } from './timerService.js';

export const TimerMode = builder.enumType('TimerMode', { values: ['work', 'break'] as const });
export const TimerStatus = builder.enumType('TimerStatus', { values: ['idle', 'running', 'paused'] as const });
/** The spec's four states: a running break is "break". */
export const TimerPhase = builder.enumType('TimerPhase', { values: ['idle', 'running', 'paused', 'break'] as const });

export const PomodoroSettingsRef = builder.objectRef<{ workDuration: number; breakDuration: number }>('PomodoroSettings').implement({
  description: 'Minutes of a pomodoro and of its break',
  fields: (t) => ({
    workDuration: t.exposeInt('workDuration'),
    breakDuration: t.exposeInt('breakDuration'),
  }),
});

/** The viewer's timer as the server keeps it (one per user; a Node so Relay updates it in place). */
export const TimerRef = builder.objectRef<TimerView>('Timer');
builder.node(TimerRef, {
  id: { resolve: (t) => t.userId },
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'serverTime' in v && 'durationSeconds' in v,
  // node(id:) of a stranger's timer finds nothing
  loadOne: (id, ctx) => readableTimer(ctx, ctx.viewer, Number(id)),
  fields: (t) => ({
    mode: t.field({ type: TimerMode, resolve: (v) => v.mode }),
    status: t.field({ type: TimerStatus, resolve: (v) => v.status }),
    state: t.field({ type: TimerPhase, resolve: (v) => v.state }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'When the running phase reaches zero', resolve: (v) => v.endsAt }),
    timeLeft: t.exposeInt('timeLeft', { description: 'Seconds left at serverTime' }),
    durationSeconds: t.exposeInt('durationSeconds', { description: 'Full length of the current phase' }),
    progress: t.exposeFloat('progress', { description: '0 at the start of the phase, 1 at zero' }),
    isRunning: t.exposeBoolean('isRunning'),
    isPaused: t.exposeBoolean('isPaused'),
    isBreak: t.exposeBoolean('isBreak'),
    activeTaskRowId: t.exposeInt('activeTaskId', { nullable: true }),
    groupTaskRowIds: t.exposeIntList('groupTaskIds', { description: 'A grouped start, the active task first' }),
    pomodoroSession: t.prismaField({
      type: 'PomodoroSession',
      nullable: true,
      description: 'The session in progress',
      resolve: (query, v, _args, ctx) =>
        v.pomodoroSessionId ? findSessionWith(ctx.db, query, v.pomodoroSessionId, pomodoroSessionPolicy.readableWhere(ctx.viewer)) : null,
    }),
    version: t.exposeInt('version', { description: 'Pass it to finishPhase' }),
    serverTime: t.field({ type: 'DateTime', description: 'The server clock when this was read', resolve: (v) => v.serverTime }),
    settings: t.field({ type: PomodoroSettingsRef, resolve: (v) => v.settings }),
  }),
});
