import type { Db } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { taskPolicy } from '../tasks/policy.js';
import type { InsightSession, InsightTask } from './insights.js';
import { aiRecommendationPolicy } from './policy.js';
import type { FocusSession, RankTask } from './ranking.js';

/** What the AI reads and stores: the tasks and focus sessions the viewer may read, and their stored ranking. */

export type OpenTask = RankTask & { projectId: number; position: number; plannedDate: Date | null };

/** The open tasks the viewer may read, in list order, with their project's name (every chat message reads them: Kysely). */
export function openTasks(db: Db, viewer: Viewer): Promise<OpenTask[]> {
  return db.$kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .select(['Task.id', 'Task.name', 'Task.priority', 'Task.duration', 'Task.timeSpent', 'Task.createdAt', 'Task.dueDate', 'Task.dueTime'])
    .select(['Task.plannedDate', 'Task.projectId', 'Task.position', 'Project.name as projectName'])
    .where(taskPolicy.readableIn(viewer))
    .where('Task.completed', '=', false)
    .orderBy('Task.position', 'asc')
    .orderBy('Task.id', 'asc')
    .execute();
}

/** Every task the viewer may read, open or done, oldest first (the assistant's questions read them: Kysely). */
export function allTasks(db: Db, viewer: Viewer): Promise<InsightTask[]> {
  return db.$kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .select(['Task.id', 'Task.name', 'Task.priority', 'Task.duration', 'Task.timeSpent', 'Task.completed', 'Task.completedAt'])
    .select(['Task.createdAt', 'Task.projectId', 'Project.name as projectName'])
    .where(taskPolicy.readableIn(viewer))
    .orderBy('Task.id', 'asc')
    .execute();
}

/** The pomodoro sessions (work and break) on tasks the viewer may read, newest first, optionally since a time. */
export function focusSessions(db: Db, viewer: Viewer, since?: Date): Promise<Array<FocusSession & InsightSession>> {
  return db.pomodoroSession.findMany({
    where: { task: taskPolicy.readableWhere(viewer), ...(since ? { startTime: { gte: since } } : {}) },
    select: { taskId: true, startTime: true, endTime: true, duration: true, completed: true, type: true },
    orderBy: { startTime: 'desc' },
  });
}

/** The viewer's stored recommendations of open tasks they may still read, best first. */
export function findRecommendations(db: Db, viewer: Viewer) {
  return db.aiRecommendation.findMany({
    where: { AND: [aiRecommendationPolicy.readableWhere(viewer), { task: { AND: [taskPolicy.readableWhere(viewer), { completed: false }] } }] },
    include: { task: { include: { project: { select: { name: true } } } } },
    orderBy: { rank: 'asc' },
  });
}

/** The task the viewer's stored recommendations put first, or null. */
export async function topRecommendedTaskId(db: Db, viewer: Viewer): Promise<number | null> {
  const top = await db.aiRecommendation.findFirst({ where: aiRecommendationPolicy.readableWhere(viewer), orderBy: { rank: 'asc' }, select: { taskId: true } });
  return top?.taskId ?? null;
}

/** Replaces the owner's stored recommendations with a new ranking, best first, in one transaction. */
export function replaceRecommendations(db: Db, owner: NonNullable<Viewer>, ranking: Array<{ taskId: number; reason: string }>, at: Date) {
  return db.$transaction(async (tx) => {
    await tx.aiRecommendation.deleteMany({ where: aiRecommendationPolicy.deletableWhere(owner) });
    for (const [i, r] of ranking.entries()) {
      await tx.aiRecommendation.create({ data: { userId: owner.id, taskId: r.taskId, rank: i + 1, reason: r.reason, timestamp: at } });
    }
  });
}
