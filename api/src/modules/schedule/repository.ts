import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/context.js';
import { taskPolicy } from '../tasks/policy.js';
import type { ScheduleData } from './types.js';

/** The schedule domain's queries: day plans and the progress on their sessions. */

/** Stored as JSON: a plain copy, without undefined fields. */
const json = (data: ScheduleData) => JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;

/** A user's plan of one day; null when there is none (the policy decides who sees it). */
export function findSchedule(db: Db, userId: number, date: string) {
  return db.dailySchedule.findUnique({ where: { userId_date: { userId, date } } });
}

export function createSchedule(db: Db, userId: number, date: string, data: ScheduleData) {
  return db.dailySchedule.create({ data: { userId, date, scheduleData: json(data) } });
}

/** Stores a freshly generated plan of the day, replacing an earlier one and the progress on its sessions. */
export function saveGeneratedSchedule(db: Db, userId: number, date: string, data: ScheduleData, at: Date) {
  return db.$transaction(async (tx) => {
    const saved = await tx.dailySchedule.upsert({
      where: { userId_date: { userId, date } },
      create: { userId, date, scheduleData: json(data), generatedTimestamp: at },
      update: { scheduleData: json(data), generatedTimestamp: at },
    });
    // a new plan has new session numbers: progress on the old plan's sessions no longer applies
    await tx.todayPomodoroSession.deleteMany({ where: { scheduleId: saved.id } });
    return saved;
  });
}

export function updateScheduleData(db: Db, id: number, data: ScheduleData) {
  return db.dailySchedule.update({ where: { id }, data: { scheduleData: json(data) } });
}

/** The progress rows of a plan the filter allows, in the order they were made. */
export function findTodaySessions(db: Db, scheduleId: number, readable: Prisma.TodayPomodoroSessionWhereInput) {
  return db.todayPomodoroSession.findMany({ where: { scheduleId, AND: [readable] }, orderBy: { id: 'asc' } });
}

/** The latest progress row of a planned session that is not completed yet, if the filter allows it. */
export function findOpenTodaySession(db: Db, scheduleId: number, sessionId: number, readable: Prisma.TodayPomodoroSessionWhereInput) {
  return db.todayPomodoroSession.findFirst({ where: { scheduleId, sessionId, completed: false, AND: [readable] }, orderBy: { id: 'desc' } });
}

export function insertTodaySession(db: Db, data: Prisma.TodayPomodoroSessionUncheckedCreateInput) {
  return db.todayPomodoroSession.create({ data });
}

export function completeTodaySession(db: Db, id: number, at: Date) {
  return db.todayPomodoroSession.update({ where: { id }, data: { completed: true, actualCompletionTime: at } });
}

/** The day plans the filter allows from `date` (YYYY-MM-DD) on, by day. */
export function findSchedulesFrom(db: Db, readable: Prisma.DailyScheduleWhereInput, date: string) {
  return db.dailySchedule.findMany({ where: { AND: [readable, { date: { gte: date } }] }, orderBy: { date: 'asc' } });
}

/**
 * The Today card's candidates among the open tasks the viewer may read: those due or planned before
 * `before` (the start of the day after today, as dueDate and plannedDate store days), the highest
 * priorities of the rest, and how many are open.
 */
export function todayCandidates(db: Db, viewer: Viewer, before: Date, take: number) {
  const open = { AND: [taskPolicy.readableWhere(viewer), { completed: false }] };
  return Promise.all([
    db.task.findMany({
      where: { AND: [open, { OR: [{ dueDate: { lt: before } }, { plannedDate: { lt: before } }] }] },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: MAX_TODAY_CANDIDATES,
    }),
    db.task.findMany({ where: open, orderBy: [{ priority: 'desc' }, { id: 'asc' }], take }),
    db.task.count({ where: open }),
  ]);
}
/** Due or planned tasks the Today card reads at most; more than a day's worth of work in any case. */
const MAX_TODAY_CANDIDATES = 200;
