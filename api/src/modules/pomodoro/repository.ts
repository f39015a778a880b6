import type { Db, Tx } from '../../db/client.js';
import type { PomodoroSession, Prisma } from '../../generated/prisma-sqlite/client.js';
import type { PomodoroSettings } from '../../../../shared/pomodoro/machine.js';

/** The pomodoro domain's queries: sessions, the timer's row and the pomodoro minutes. */

const NEWEST_FIRST = [{ startTime: 'desc' as const }, { id: 'desc' as const }];

/** The selection Pothos passes a field's resolver (what the GraphQL query asks for). */
type SessionSelection = Pick<Prisma.PomodoroSessionFindFirstArgs, 'select' | 'include'>;
type SessionPage = Omit<Prisma.PomodoroSessionFindManyArgs, 'where' | 'orderBy'>;

/** One session by id with its task's owner, whoever's it is (the policy decides who sees it). */
export function findSession(db: Db, id: number) {
  return db.pomodoroSession.findUnique({ where: { id }, include: { task: { select: { userId: true, projectId: true } } } });
}

/** One session the filter allows, with the selection a GraphQL query asks for; null otherwise. */
export function findSessionWith(db: Db, query: SessionSelection, id: number, readable: Prisma.PomodoroSessionWhereInput) {
  return db.pomodoroSession.findFirst({ ...query, where: { id, AND: [readable] } }) as Promise<PomodoroSession | null>;
}

/** The sessions the filter allows, newest first; of one task when taskId is given. */
export function findSessions(db: Db, readable: Prisma.PomodoroSessionWhereInput, { taskId, take }: { taskId?: number; take?: number }) {
  return db.pomodoroSession.findMany({ where: { AND: [readable], ...(taskId ? { taskId } : {}) }, orderBy: NEWEST_FIRST, take });
}

/** One page of the same list, as Pothos' connection asks for it. */
export function findSessionPage(db: Db, page: SessionPage, readable: Prisma.PomodoroSessionWhereInput, taskId?: number) {
  return db.pomodoroSession.findMany({ ...page, where: { AND: [readable], ...(taskId ? { taskId } : {}) }, orderBy: NEWEST_FIRST }) as Promise<
    PomodoroSession[]
  >;
}

/** Work sessions the filter allows that started in [from, to) and have ended (completed or stopped early). */
export function endedWorkSessions(db: Db, readable: Prisma.PomodoroSessionWhereInput, from: Date, to: Date) {
  return db.pomodoroSession.findMany({
    where: { AND: [readable], type: 'work', OR: [{ completed: true }, { endTime: { not: null } }], startTime: { gte: from, lt: to } },
    select: { type: true, completed: true, startTime: true, endTime: true, duration: true },
  });
}

export function insertSession(db: Db | Tx, data: Prisma.PomodoroSessionUncheckedCreateInput) {
  return db.pomodoroSession.create({ data });
}

/** Ends a session that is still open (an ended one keeps its end). */
export async function endSession(db: Db | Tx, id: number, data: { completed: boolean; endTime: Date; duration?: number }) {
  await db.pomodoroSession.updateMany({ where: { id, completed: false }, data });
}

export function findSessionOrThrow(db: Db, id: number) {
  return db.pomodoroSession.findUniqueOrThrow({ where: { id } });
}

/** The length of a session in minutes; null when it is gone. */
export async function sessionMinutes(db: Db, id: number): Promise<number | null> {
  const session = await db.pomodoroSession.findUnique({ where: { id }, select: { duration: true } });
  return session?.duration ?? null;
}

/** The timer's minutes go to the task (atomically: two devices adding at once both count). */
export async function creditMinutes(tx: Tx, taskId: number, minutes: number) {
  await tx.task.updateMany({ where: { id: taskId }, data: { timeSpent: { increment: minutes } } });
}

/** The timer completed the task (a task deleted meanwhile is no error). */
export async function markTaskCompleted(tx: Tx, taskId: number, at: Date) {
  await tx.task.updateMany({ where: { id: taskId }, data: { completed: true, completedAt: at } });
}

/** The stored timer of a user; null before their first start. */
export function findTimerState(db: Db, userId: number) {
  return db.timerState.findUnique({ where: { userId } });
}

/** Creates a user's timer row at version 0, once even when two requests race. */
export async function ensureTimerState(db: Db, userId: number) {
  await db.timerState.upsert({ where: { userId }, create: { userId }, update: {} });
}

/** Writes the timer if it is still at `version`; false when another request changed it first. */
export async function claimTimerVersion(tx: Tx, userId: number, version: number, data: Prisma.TimerStateUpdateManyMutationInput) {
  const claimed = await tx.timerState.updateMany({ where: { userId, version }, data: { ...data, version: version + 1 } });
  return claimed.count === 1;
}

export async function setTimerSession(tx: Tx, userId: number, pomodoroSessionId: number | null) {
  await tx.timerState.update({ where: { userId }, data: { pomodoroSessionId } });
}

/** A user's work and break minutes; null until they change them. */
export function findPomodoroSettings(db: Db, userId: number): Promise<PomodoroSettings | null> {
  return db.userSettings.findUnique({ where: { userId }, select: { workDuration: true, breakDuration: true } });
}

export function savePomodoroSettings(db: Db, userId: number, data: PomodoroSettings): Promise<PomodoroSettings> {
  return db.userSettings.upsert({
    where: { userId },
    create: { userId, ...data },
    update: data,
    select: { workDuration: true, breakDuration: true },
  });
}

/** Hands a task's sessions over to another task (a recurring task's completed occurrence takes them into history). */
export function moveSessionsToTask(tx: Tx, fromTaskId: number, toTaskId: number) {
  return tx.pomodoroSession.updateMany({ where: { taskId: fromTaskId }, data: { taskId: toTaskId } });
}
