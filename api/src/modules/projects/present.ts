import type { Project } from '../../generated/prisma-sqlite/client.js';

/** A project as the client sees it, with its progress (task counts) and its place in the viewer's own list. */
export function presentProject(project: Project, counts: { taskCount: number; completedTaskCount: number }, position: number) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    priority: project.priority,
    originator: project.originator,
    userId: project.userId,
    position,
    inbox: project.inbox,
    taskCount: counts.taskCount,
    completedTaskCount: counts.completedTaskCount,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
