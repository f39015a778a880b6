import type { Deps } from '../../graphql/context.js';
import type { FocusSession, RankTask } from './ranking.js';
import type { InsightSession, InsightTask } from './insights.js';

/** Reads what the local engine works from, straight from the user's rows. */

export async function openTasks(deps: Deps, userId: number): Promise<Array<RankTask & { projectId: number; position: number }>> {
  const rows = await deps.db.task.findMany({
    where: { userId, completed: false },
    include: { project: { select: { name: true } } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    priority: t.priority,
    duration: t.duration,
    timeSpent: t.timeSpent,
    createdAt: t.createdAt,
    dueDate: t.dueDate,
    projectId: t.projectId,
    projectName: t.project.name,
    position: t.position,
  }));
}

export async function allTasks(deps: Deps, userId: number): Promise<InsightTask[]> {
  const rows = await deps.db.task.findMany({ where: { userId }, include: { project: { select: { name: true } } }, orderBy: { id: 'asc' } });
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    priority: t.priority,
    duration: t.duration,
    timeSpent: t.timeSpent,
    completed: t.completed,
    completedAt: t.completedAt,
    createdAt: t.createdAt,
    projectId: t.projectId,
    projectName: t.project.name,
  }));
}

/** The user's pomodoro sessions (work and break), newest first, optionally since a time. */
export async function focusSessions(deps: Deps, userId: number, since?: Date): Promise<Array<FocusSession & InsightSession>> {
  return deps.db.pomodoroSession.findMany({
    where: { task: { userId }, ...(since ? { startTime: { gte: since } } : {}) },
    select: { taskId: true, startTime: true, duration: true, completed: true, type: true },
    orderBy: { startTime: 'desc' },
  });
}
