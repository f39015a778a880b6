import type { Deps, Viewer } from '../../graphql/context.js';
import type { DailySchedule, TodayPomodoroSession } from '../../generated/prisma-sqlite/client.js';
import { badRequest, notFound, parseInput } from '../../lib/errors.js';
import { localDate, localMinutes } from '../ai/clock.js';
import { focusSessions, openTasks } from '../ai/repository.js';
import { rankTasks } from '../ai/ranking.js';
import { requireUser } from '../ai/service.js';
import { pomodoroSettingsOf } from '../pomodoro/settings.js';
import { ownTask } from '../tasks/service.js';
import { addSession, moveSession, removeSession } from './edit.js';
import { scheduleToIcs } from './ics.js';
import { planDay, remainingFor } from './scheduler.js';
import { dayView, minutesIn } from './deadlines.js';
import { dayIn } from '../../../../shared/tasks/deadline.js';
import type { Preferences, ScheduleData } from './types.js';
import { AddInput, dateSchema, GenerateInput, MoveInput, sessionIdSchema } from './validation.js';
import { notify } from '../notifications/service.js';
import { dailySchedulePolicy, todayPomodoroSessionPolicy } from './policy.js';
import * as schedules from './repository.js';

/** The working hours a plan uses when none are given. */
export const DEFAULT_HOURS = { start: '09:00', end: '17:00' };
const DAY_MS = 86_400_000;

type Row = DailySchedule;
type TodayRow = TodayPomodoroSession;

export type ScheduleView = ScheduleData & {
  id: number;
  generatedTimestamp: Date;
  lastModifiedTimestamp: Date;
  todaySessions: TodayRow[];
};

const dataOf = (row: Row) => row.scheduleData as unknown as ScheduleData;

async function view(deps: Deps, viewer: Viewer, row: Row): Promise<ScheduleView> {
  const todaySessions = await schedules.findTodaySessions(deps.db, row.id, todayPomodoroSessionPolicy.readableWhere(viewer));
  return { ...dataOf(row), id: row.id, generatedTimestamp: row.generatedTimestamp, lastModifiedTimestamp: row.lastModifiedTimestamp, todaySessions };
}

/** The viewer's plan of the day when the policy allows `may`, else null. */
async function planOf(deps: Deps, viewer: NonNullable<Viewer>, date: string, may: (viewer: Viewer, row: Row) => boolean) {
  const row = await schedules.findSchedule(deps.db, viewer.id, date);
  return row && may(viewer, row) ? row : null;
}

/** The viewer's plan of the day to change, or 404. */
async function editablePlan(deps: Deps, viewer: NonNullable<Viewer>, dateInput: unknown) {
  const date = parseInput(dateSchema, dateInput);
  const row = await planOf(deps, viewer, date, dailySchedulePolicy.canUpdate);
  if (!row) throw notFound(`Schedule for ${date}`);
  return row;
}

export async function getSchedule(deps: Deps, viewer: Viewer, dateInput: unknown): Promise<ScheduleView | null> {
  const user = requireUser(viewer);
  const row = await planOf(deps, user, parseInput(dateSchema, dateInput), dailySchedulePolicy.canRead);
  return row ? view(deps, user, row) : null;
}

/** Plans the day from the user's open tasks and stores it, replacing an earlier plan of that day. */
/**
 * `plannedElsewhere`: minutes per task that sessions kept beside this plan hold already (the assistant
 * planning one part of the day, or merging with the user's plan). They count as done for this plan:
 * a task they cover is left out, one they partly cover gets the rest of its time.
 */
export async function generateSchedule(
  deps: Deps,
  viewer: Viewer,
  input: unknown,
  plannedElsewhere: ReadonlyMap<number, number> = new Map(),
): Promise<ScheduleView> {
  const user = requireUser(viewer);
  const { date, data, isToday, now } = await previewSchedule(deps, user, input, plannedElsewhere);
  const row = await schedules.saveGeneratedSchedule(deps.db, user.id, date, data, now);
  await notify(deps, user.id, {
    type: 'ai',
    action: 'created',
    title: isToday ? "Today's plan is ready" : `Your plan for ${date} is ready`,
    message: [data.summary, ...(data.warnings ?? [])].join(' '),
    data: { date },
  });
  return view(deps, user, row);
}

/** The plan `generateSchedule` would make, not stored ("what should I focus on this afternoon?"). */
export async function previewSchedule(deps: Deps, viewer: Viewer, input: unknown, plannedElsewhere: ReadonlyMap<number, number> = new Map()) {
  const user = requireUser(viewer);
  const { date, preferences, tzOffsetMinutes } = parseInput(GenerateInput, input ?? {});
  const settings = await pomodoroSettingsOf(deps, user.id);
  const prefs: Preferences = {
    workHours: preferences?.workHours ?? DEFAULT_HOURS,
    breakDuration: preferences?.breakDuration ?? settings.breakDuration,
    focusTime: preferences?.focusTime ?? settings.workDuration,
    priorities: preferences?.priorities ?? [],
  };
  const now = new Date();
  const [open, sessions] = await Promise.all([openTasks(deps.db, user), focusSessions(deps.db, user, new Date(now.getTime() - 7 * DAY_MS))]);
  const tasks = open.flatMap((t) => {
    const planned = plannedElsewhere.get(t.id) ?? 0;
    if (!planned) return [t];
    return t.duration - t.timeSpent - planned > 0 ? [{ ...t, timeSpent: t.timeSpent + planned }] : [];
  });
  const timeZone = user.timeZone || 'UTC';
  const ranked = rankTasks(tasks, sessions, { now, tzOffsetMinutes: tzOffsetMinutes ?? 0, timeZone });
  // the client's offset says what its today is; without it, the user's time zone does
  const isToday = (tzOffsetMinutes !== undefined ? localDate(now, tzOffsetMinutes) : dayIn(now, timeZone)) === date;
  const nowMinutes = tzOffsetMinutes !== undefined ? localMinutes(now, tzOffsetMinutes) : minutesIn(now, timeZone);
  const { unscheduled: _u, ...data } = planDay({
    date,
    preferences: prefs,
    tasks: ranked.map((r) => ({ ...r.task, reason: r.reason, ...dayView(r.task, date, isToday ? nowMinutes : null) })),
    notBefore: isToday ? nowMinutes : undefined,
  });
  return { date, data, isToday, now };
}

async function saveEdit(deps: Deps, viewer: Viewer, row: Row, data: ScheduleData) {
  return view(deps, viewer, await schedules.updateScheduleData(deps.db, row.id, data));
}

export async function moveScheduleSession(deps: Deps, viewer: Viewer, dateInput: unknown, sessionIdInput: unknown, input: unknown) {
  const user = requireUser(viewer);
  const row = await editablePlan(deps, user, dateInput);
  const sessionId = parseInput(sessionIdSchema, sessionIdInput);
  const { startTime, shiftLater } = parseInput(MoveInput, input ?? {});
  return saveEdit(deps, user, row, moveSession(dataOf(row), sessionId, startTime, shiftLater));
}

export async function removeScheduleSession(deps: Deps, viewer: Viewer, dateInput: unknown, sessionIdInput: unknown) {
  const user = requireUser(viewer);
  const row = await editablePlan(deps, user, dateInput);
  const sessionId = parseInput(sessionIdSchema, sessionIdInput);
  return saveEdit(deps, user, row, removeSession(dataOf(row), sessionId));
}

/** Adds a session for one of the user's open tasks; creates the day's plan when there is none yet. */
export async function addScheduleSession(deps: Deps, viewer: Viewer, dateInput: unknown, input: unknown) {
  const user = requireUser(viewer);
  const date = parseInput(dateSchema, dateInput);
  const { taskId, startTime, duration } = parseInput(AddInput, input ?? {});
  const task = await ownTask(deps, user, taskId);
  if (task.completed) throw badRequest(`"${task.name}" is already completed`);
  const settings = await pomodoroSettingsOf(deps, user.id);
  const row =
    (await schedules.findSchedule(deps.db, user.id, date)) ??
    (await schedules.createSchedule(deps.db, user.id, date, { date, summary: '', isEmpty: true, recommendedFocus: [], sessions: [] }));
  if (!dailySchedulePolicy.canUpdate(user, row)) throw notFound(`Schedule for ${date}`);
  const { data } = addSession(dataOf(row), {
    taskId: task.id,
    taskName: task.name,
    minutes: duration ?? Math.min(remainingFor(task), settings.workDuration),
    startTime,
    breakDuration: settings.breakDuration,
    defaultStart: DEFAULT_HOURS.start,
  });
  return saveEdit(deps, user, row, data);
}

/** Records the start of a planned work session; the client starts the pomodoro on the returned task(s). */
export async function startScheduleSession(deps: Deps, viewer: Viewer, dateInput: unknown, sessionIdInput: unknown) {
  const user = requireUser(viewer);
  const row = await editablePlan(deps, user, dateInput);
  const sessionId = parseInput(sessionIdSchema, sessionIdInput);
  const session = dataOf(row).sessions.find((s) => s.sessionId === sessionId);
  if (!session) throw notFound('Session');
  if (session.isBreak) throw badRequest('A break is not started: start the work session after it');
  const taskIds = session.taskId !== null ? [session.taskId] : (session.groupedTasks ?? []).map((g) => g.taskId);
  const open = await schedules.findOpenTodaySession(deps.db, row.id, sessionId, todayPomodoroSessionPolicy.readableWhere(user));
  const todaySession =
    open ??
    (await schedules.insertTodaySession(deps.db, {
      scheduleId: row.id,
      sessionId,
      taskId: taskIds[0] ?? null,
      taskName: session.taskName,
      startTime: session.startTime,
      endTime: session.endTime,
      actualStartTime: new Date(),
    }));
  return { todaySession, taskId: taskIds[0] ?? null, taskIds };
}

export async function completeScheduleSession(deps: Deps, viewer: Viewer, dateInput: unknown, sessionIdInput: unknown) {
  const user = requireUser(viewer);
  const row = await editablePlan(deps, user, dateInput);
  const sessionId = parseInput(sessionIdSchema, sessionIdInput);
  const session = dataOf(row).sessions.find((s) => s.sessionId === sessionId);
  if (!session) throw notFound('Session');
  const now = new Date();
  const open = await schedules.findOpenTodaySession(deps.db, row.id, sessionId, todayPomodoroSessionPolicy.readableWhere(user));
  return open
    ? schedules.completeTodaySession(deps.db, open.id, now)
    : schedules.insertTodaySession(deps.db, {
        scheduleId: row.id,
        sessionId,
        taskId: session.taskId ?? session.groupedTasks?.[0]?.taskId ?? null,
        taskName: session.taskName,
        startTime: session.startTime,
        endTime: session.endTime,
        completed: true,
        actualCompletionTime: now,
      });
}

export async function scheduleIcs(deps: Deps, viewer: Viewer, dateInput: unknown) {
  const user = requireUser(viewer);
  const date = parseInput(dateSchema, dateInput);
  const row = await planOf(deps, user, date, dailySchedulePolicy.canRead);
  if (!row) throw notFound(`Schedule for ${date}`);
  return scheduleToIcs(dataOf(row), { userId: user.id });
}
