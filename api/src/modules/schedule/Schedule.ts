import { builder } from '../../graphql/builder.js';
import type { ScheduleView } from './service.js';
import type { GroupedTask, ScheduleSession } from './types.js';

type TodayRow = ScheduleView['todaySessions'][number];

export const GroupedTaskRef = builder.objectRef<GroupedTask>('ScheduleGroupedTask').implement({
  fields: (t) => ({
    taskRowId: t.exposeInt('taskId'),
    taskName: t.exposeString('taskName'),
    duration: t.exposeInt('duration', { nullable: true }),
  }),
});

export const TodaySessionRef = builder.objectRef<TodayRow>('TodayPomodoroSession').implement({
  description: 'A planned session the user started (and maybe completed) today',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    sessionId: t.exposeInt('sessionId'),
    taskRowId: t.exposeInt('taskId', { nullable: true }),
    taskName: t.exposeString('taskName'),
    startTime: t.exposeString('startTime'),
    endTime: t.exposeString('endTime'),
    completed: t.exposeBoolean('completed'),
    actualStartTime: t.expose('actualStartTime', { type: 'DateTime', nullable: true }),
    actualCompletionTime: t.expose('actualCompletionTime', { type: 'DateTime', nullable: true }),
  }),
});

type SessionParent = ScheduleSession & { today: TodayRow[] };
export const ScheduleSessionRef = builder.objectRef<SessionParent>('ScheduleSession').implement({
  fields: (t) => ({
    sessionId: t.exposeInt('sessionId'),
    taskRowId: t.exposeInt('taskId', { nullable: true, description: 'null for a break or a batch of quick tasks' }),
    taskName: t.exposeString('taskName'),
    startTime: t.exposeString('startTime', { description: 'HH:mm, local' }),
    endTime: t.exposeString('endTime', { description: 'HH:mm, local' }),
    isBreak: t.exposeBoolean('isBreak'),
    notes: t.exposeString('notes', { nullable: true }),
    groupedTasks: t.field({ type: [GroupedTaskRef], nullable: true, resolve: (s) => s.groupedTasks ?? null }),
    started: t.boolean({ resolve: (s) => s.today.some((r) => r.sessionId === s.sessionId && r.actualStartTime !== null) }),
    completed: t.boolean({ resolve: (s) => s.today.some((r) => r.sessionId === s.sessionId && r.completed) }),
  }),
});

export const DailyScheduleRef = builder.objectRef<ScheduleView>('DailySchedule').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    date: t.exposeString('date'),
    summary: t.exposeString('summary'),
    isEmpty: t.exposeBoolean('isEmpty'),
    recommendedFocus: t.exposeStringList('recommendedFocus'),
    warnings: t.stringList({ description: "Deadlines the generated plan can't meet, in plain words", resolve: (s) => s.warnings ?? [] }),
    sessions: t.field({ type: [ScheduleSessionRef], resolve: (s) => s.sessions.map((x) => ({ ...x, today: s.todaySessions })) }),
    todaySessions: t.field({ type: [TodaySessionRef], resolve: (s) => s.todaySessions }),
    generatedTimestamp: t.expose('generatedTimestamp', { type: 'DateTime' }),
    lastModifiedTimestamp: t.expose('lastModifiedTimestamp', { type: 'DateTime' }),
  }),
});
