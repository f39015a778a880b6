import type { Project } from '../../generated/prisma-sqlite/client.js';

/** A project as the client sees it, with its progress (task counts). */
export function presentProject(project: Project, counts: { taskCount: number; completedTaskCount: number }) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    priority: project.priority,
    originator: project.originator,
    userId: project.userId,
    position: project.position,
    inbox: project.inbox,
    taskCount: counts.taskCount,
    completedTaskCount: counts.completedTaskCount,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
