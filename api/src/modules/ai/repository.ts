import type { Db } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { taskPolicy } from '../tasks/policy.js';
import type { InsightSession, InsightTask } from './insights.js';
import { aiRecommendationPolicy } from './policy.js';
import type { FocusSession, RankTask } from './ranking.js';

/** What the AI reads and stores: the tasks and focus sessions the viewer may read, and their stored ranking. */

export type OpenTask = RankTask & { projectId: number; position: number; plannedDate: Date | null };

/** Task rows read with their project's name, flattened as the ranking and the insights take them. */
const flatten = <T extends { project: { name: string } }>(rows: T[]) => rows.map(({ project, ...task }) => ({ ...task, projectName: project.name }));
const projectName = { project: { select: { name: true } } } as const;
// the fields the AI reads, no more: a task's other columns never reach a prompt
const rankFields = {
  id: true,
  name: true,
  priority: true,
  duration: true,
  timeSpent: true,
  createdAt: true,
  dueDate: true,
  dueTime: true,
  plannedDate: true,
  projectId: true,
  position: true,
  ...projectName,
} as const;
const insightFields = {
  id: true,
  name: true,
  priority: true,
  duration: true,
  timeSpent: true,
  completed: true,
  completedAt: true,
  createdAt: true,
  projectId: true,
  ...projectName,
} as const;

/** The open tasks the viewer may read, in list order, with their project's name. */
export async function openTasks(db: Db, viewer: Viewer): Promise<OpenTask[]> {
  return flatten(
    await db.task.findMany({
      where: { AND: [taskPolicy.readableWhere(viewer), { completed: false }] },
      select: rankFields,
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
  );
}

/** Every task the viewer may read, open or done, oldest first. */
export async function allTasks(db: Db, viewer: Viewer): Promise<InsightTask[]> {
  return flatten(await db.task.findMany({ where: taskPolicy.readableWhere(viewer), select: insightFields, orderBy: { id: 'asc' } }));
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

/** Replaces the owner's stored recommendations with a new ranking, best first, in one transaction. */
export function replaceRecommendations(db: Db, owner: NonNullable<Viewer>, ranking: Array<{ taskId: number; reason: string }>, at: Date) {
  return db.$transaction(async (tx) => {
    await tx.aiRecommendation.deleteMany({ where: aiRecommendationPolicy.deletableWhere(owner) });
    for (const [i, r] of ranking.entries()) {
      await tx.aiRecommendation.create({ data: { userId: owner.id, taskId: r.taskId, rank: i + 1, reason: r.reason, timestamp: at } });
    }
  });
}
