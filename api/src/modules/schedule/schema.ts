import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { DailyScheduleRef, TodaySessionRef } from './Schedule.js';
import * as schedule from './service.js';
import { TaskNode } from '../tasks/Task.js';
import { TODAY_STATES, TODAY_TASKS_SENT, todayTasks, type TodayTask } from './todayTasks.js';

const WorkHoursInput = builder.inputType('WorkHoursInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const PreferencesInput = builder.inputType('SchedulePreferencesInput', {
  fields: (t) => ({
    workHours: t.field({ type: WorkHoursInput, required: false, description: 'HH:mm; 09:00–17:00 by default' }),
    breakDuration: t.int({ required: false, description: 'minutes between work sessions; the pomodoro break by default' }),
    focusTime: t.int({ required: false, description: 'minutes of one work session; the pomodoro work time by default' }),
    priorities: t.stringList({ required: false, description: 'task ids, task names or project names to plan first, in order' }),
  }),
});

const clean = <T extends Record<string, unknown>>(o: T | null | undefined) =>
  o ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) : undefined;

builder.queryField('schedule', (t) =>
  t.field({
    type: DailyScheduleRef,
    nullable: true,
    authScopes: { signedIn: true },
    args: { date: t.arg.string({ required: true, description: 'YYYY-MM-DD' }) },
    resolve: (_r, { date }, ctx) => schedule.getSchedule(ctx, ctx.viewer, date),
  }),
);

const withSchedule = { outputFields: (t: any) => ({ schedule: t.field({ type: DailyScheduleRef, resolve: (p: any) => p.schedule }) }) };

builder.relayMutationField(
  'generateSchedule',
  {
    inputFields: (t) => ({
      date: t.string({ required: true }),
      preferences: t.field({ type: PreferencesInput, required: false }),
      tzOffsetMinutes: t.int({ required: false, description: "when the date is the client's today, nothing is planned before now" }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_r, { input }, ctx) => ({
      schedule: await schedule.generateSchedule(ctx, ctx.viewer, {
        date: input.date,
        preferences: input.preferences ? { ...clean(input.preferences), workHours: input.preferences.workHours ?? undefined } : undefined,
        tzOffsetMinutes: input.tzOffsetMinutes ?? undefined,
      }),
    }),
  },
  withSchedule,
);

builder.relayMutationField(
  'moveScheduleSession',
  {
    inputFields: (t) => ({
      date: t.string({ required: true }),
      sessionId: t.int({ required: true }),
      startTime: t.string({ required: true }),
      shiftLater: t.boolean({ required: false, description: 'push later sessions back (default) instead of refusing an overlap' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_r, { input }, ctx) => ({
      schedule: await schedule.moveScheduleSession(ctx, ctx.viewer, input.date, input.sessionId, {
        startTime: input.startTime,
        shiftLater: input.shiftLater ?? true,
      }),
    }),
  },
  withSchedule,
);

builder.relayMutationField(
  'removeScheduleSession',
  { inputFields: (t) => ({ date: t.string({ required: true }), sessionId: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_r, { input }, ctx) => ({ schedule: await schedule.removeScheduleSession(ctx, ctx.viewer, input.date, input.sessionId) }),
  },
  withSchedule,
);

builder.relayMutationField(
  'addScheduleSession',
  {
    inputFields: (t) => ({
      date: t.string({ required: true }),
      taskId: t.id({ required: true, description: "the task's global ID or row number" }),
      startTime: t.string({ required: false, description: 'HH:mm; after the last session when left out' }),
      duration: t.int({ required: false, description: 'minutes; the time left on the task up to one focus session by default' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_r, { input }, ctx) => ({
      schedule: await schedule.addScheduleSession(ctx, ctx.viewer, input.date, {
        taskId: rowIdFrom(String(input.taskId), 'Task') ?? -1,
        ...(input.startTime ? { startTime: input.startTime } : {}),
        ...(input.duration ? { duration: input.duration } : {}),
      }),
    }),
  },
  withSchedule,
);

builder.relayMutationField(
  'startScheduleSession',
  { inputFields: (t) => ({ date: t.string({ required: true }), sessionId: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: (_r, { input }, ctx) => schedule.startScheduleSession(ctx, ctx.viewer, input.date, input.sessionId),
  },
  {
    outputFields: (t) => ({
      todaySession: t.field({ type: TodaySessionRef, resolve: (p) => p.todaySession }),
      taskRowId: t.int({ nullable: true, description: 'start the pomodoro timer on this task', resolve: (p) => p.taskId }),
      taskRowIds: t.intList({ description: 'every task of the session (a batch of quick tasks has several)', resolve: (p) => p.taskIds }),
    }),
  },
);

builder.relayMutationField(
  'completeScheduleSession',
  { inputFields: (t) => ({ date: t.string({ required: true }), sessionId: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_r, { input }, ctx) => ({ todaySession: await schedule.completeScheduleSession(ctx, ctx.viewer, input.date, input.sessionId) }),
  },
  { outputFields: (t) => ({ todaySession: t.field({ type: TodaySessionRef, resolve: (p) => p.todaySession }) }) },
);

const TodayStateEnum = builder.enumType('TodayTaskState', {
  description: "Why a task is on Today, in the user's time zone",
  values: TODAY_STATES,
});
const TodayTaskRef = builder.objectRef<TodayTask>('TodayTask').implement({
  fields: (t) => ({
    task: t.field({ type: TaskNode, nullable: false, resolve: (i) => i.task }),
    state: t.field({ type: TodayStateEnum, resolve: (i) => i.state }),
    deadline: t.exposeString('deadline', { nullable: true, description: 'The deadline in words, e.g. "Due today 15:00", "Overdue by 2 days"' }),
  }),
});
const TodayTasksRef = builder.objectRef<{ items: TodayTask[]; openCount: number }>('TodayTasks').implement({
  fields: (t) => ({
    items: t.field({ type: [TodayTaskRef], resolve: (r) => r.items, description: 'Overdue, due today, planned for today, then the highest priorities' }),
    openCount: t.exposeInt('openCount', { description: 'All open tasks' }),
  }),
});

builder.queryField('todayTasks', (t) =>
  t.field({
    type: TodayTasksRef,
    authScopes: { signedIn: true },
    description: `The open tasks for today (at most ${TODAY_TASKS_SENT}): the Dashboard's Today card`,
    resolve: (_r, _a, ctx) => todayTasks(ctx, ctx.viewer),
  }),
);
