import type { Deps, Viewer } from '../../graphql/context.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { conflict, notFound, parseInput, unauthorized } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { publishTaskChange } from '../tasks/events.js';
import { assertRoomForProjects } from './projectLimit.js';
import { matchingIds } from './search.js';
import { reorderedIds } from './reorder.js';
import {
  DeleteProjectInput,
  ProjectInput,
  ProjectUpdateInput,
  ReorderProjectsInput,
  ProjectFilterInput,
  type ProjectFilter,
} from '../../../../shared/projects/validation.js';
import { orderByFor } from './orderBy.js';

export function signedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

/** The `where` and order of the viewer's projects matching the filter (search: name or description, any case). */
export async function projectsQuery(
  deps: Deps,
  viewer: Viewer,
  filterInput: ProjectFilter = {},
): Promise<{ where: Prisma.ProjectWhereInput; orderBy: Prisma.ProjectOrderByWithRelationInput[] }> {
  signedIn(viewer);
  const f = parseInput(ProjectFilterInput, filterInput ?? {});
  const orderBy = orderByFor(f.orderBy ?? 'position', f.direction ?? undefined);
  if (!f.search) return { where: { userId: viewer.id }, orderBy };
  const rows = await deps.db.project.findMany({ where: { userId: viewer.id }, select: { id: true, name: true, description: true } });
  return { where: { userId: viewer.id, id: { in: matchingIds(rows, f.search) } }, orderBy };
}

export async function listProjects(deps: Deps, viewer: Viewer, filter: ProjectFilter = {}) {
  return deps.db.project.findMany(await projectsQuery(deps, viewer, filter));
}

/** The viewer's project, or 404 for an unknown or a stranger's id (REST number or GraphQL ID). */
export async function ownProject(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Project');
  const project = id ? await deps.db.project.findFirst({ where: { id, userId: viewer.id } }) : null;
  if (!project) throw notFound('Project');
  return project;
}

/** Task counts (all and completed) per project of the owner: the progress of each project. */
export async function projectCounts(deps: Deps, userId: number) {
  const groups = await deps.db.task.groupBy({ by: ['projectId', 'completed'], where: { userId }, _count: { _all: true } });
  const counts = new Map<number, { taskCount: number; completedTaskCount: number }>();
  for (const g of groups) {
    const c = counts.get(g.projectId) ?? { taskCount: 0, completedTaskCount: 0 };
    c.taskCount += g._count._all;
    if (g.completed) c.completedTaskCount += g._count._all;
    counts.set(g.projectId, c);
  }
  return (projectId: number) => counts.get(projectId) ?? { taskCount: 0, completedTaskCount: 0 };
}

/** A new project goes to the end of the list. */
export async function createProject(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(ProjectInput, input);
  const mine = await deps.db.project.aggregate({ where: { userId: viewer.id }, _max: { position: true }, _count: { _all: true } });
  assertRoomForProjects(mine._count._all);
  const position = mine._max.position === null ? 0 : mine._max.position + 1;
  return deps.db.project.create({ data: { ...data, userId: viewer.id, position } });
}

export async function updateProject(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, idInput);
  const data = parseInput(ProjectUpdateInput, input ?? {});
  return deps.db.project.update({ where: { id: project.id }, data });
}

/**
 * Deletes a project. Its tasks go with it, so a project that still has tasks is only deleted
 * when the caller says so with `deleteTasks: true` (409 otherwise, naming the count).
 */
export async function deleteProject(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, idInput);
  const { deleteTasks } = parseInput(DeleteProjectInput, input ?? {});
  const deletedTaskIds = await deps.db.$transaction(async (tx) => {
    const tasks = await tx.task.findMany({ where: { projectId: project.id }, select: { id: true } });
    if (tasks.length && !deleteTasks) {
      const n = tasks.length;
      throw conflict(
        `This project has ${n} ${n === 1 ? 'task' : 'tasks'}. Deleting it deletes ${n === 1 ? 'that task' : 'them'} too: send deleteTasks: true to confirm.`,
      );
    }
    await tx.task.deleteMany({ where: { projectId: project.id } });
    await tx.project.delete({ where: { id: project.id } });
    return tasks.map((t) => t.id);
  });
  for (const taskId of deletedTaskIds) publishTaskChange(deps, project.userId, 'deleted', taskId);
  return { project, deletedTaskIds };
}

/** Moves the listed projects into their current slots in the order given; others keep their place. */
export async function reorderProjects(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { projectIds } = parseInput(ReorderProjectsInput, input);
  return deps.db.$transaction(async (tx) => {
    const mine = await tx.project.findMany({
      where: { userId: viewer.id },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, position: true },
    });
    const owned = new Set(mine.map((p) => p.id));
    if (projectIds.some((id) => !owned.has(id))) throw notFound('Project');
    const order = reorderedIds(
      mine.map((p) => p.id),
      projectIds,
    );
    const before = new Map(mine.map((p) => [p.id, p.position]));
    for (const [position, id] of order.entries()) {
      if (before.get(id) !== position) await tx.project.update({ where: { id }, data: { position } });
    }
    return tx.project.findMany({ where: { id: { in: projectIds } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  });
}
