import type { Db, Tx } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { reorderedIds } from './reorder.js';
import { INBOX } from './inbox.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.ProjectSelect; include?: Prisma.ProjectInclude };
export type ProjectOrder = Prisma.ProjectOrderByWithRelationInput[];

const LIST_ORDER: ProjectOrder = [{ position: 'asc' }, { id: 'asc' }];

/** The projects matching `where` (a policy filter and the caller's conditions), in `orderBy`. */
export function findProjects(db: Db, where: Prisma.ProjectWhereInput, orderBy: ProjectOrder = LIST_ORDER, query: Query = {}) {
  return db.project.findMany({ ...query, where, orderBy });
}

export function countProjects(db: Db, where: Prisma.ProjectWhereInput) {
  return db.project.count({ where });
}

/** The fields a search reads, of the projects matching `where`. */
export function searchableProjects(db: Db, where: Prisma.ProjectWhereInput) {
  return db.project.findMany({ where, select: { id: true, name: true, description: true } });
}

/** The project with this id within `scope` (a policy filter), or null. */
export function findProjectIn(db: Db, id: number, scope: Prisma.ProjectWhereInput, query: Query = {}) {
  return db.project.findFirst({ ...query, where: { id, AND: [scope] } });
}

/** One project by id, whoever's it is (the policy decides who sees it). */
export function findProject(db: Db, id: number) {
  return db.project.findUnique({ where: { id } });
}

/** A project that must exist (a task's), with the selection Pothos asks for. */
export function projectOf(db: Db, id: number, query: Query = {}) {
  return db.project.findUniqueOrThrow({ ...query, where: { id } });
}

/** How many projects a user belongs to, and the last position of their list: where a new one goes. */
export async function ownedProjectsEnd(db: Db, userId: number) {
  const mine = await db.project.aggregate({ where: { members: { some: { userId } } }, _max: { position: true }, _count: { _all: true } });
  return { count: mine._count._all, lastPosition: mine._max.position };
}

/** A new project with its creator as its owner member (one statement, so never one without the other). */
export function insertProject(db: Db, data: Omit<Prisma.ProjectUncheckedCreateInput, 'members'>) {
  return db.project.create({ data: { ...data, members: { create: { userId: data.userId, role: 'owner' } } } });
}

export function updateProject(db: Db, id: number, data: Prisma.ProjectUncheckedUpdateInput) {
  return db.project.update({ where: { id }, data });
}

/**
 * Deletes a project and its tasks in one transaction; returns the ids of the deleted tasks.
 * `confirm` sees how many tasks would go and throws to keep everything.
 */
export function deleteProjectWithTasks(db: Db, projectId: number, confirm: (taskCount: number) => void) {
  return db.$transaction(async (tx) => {
    const tasks = await tx.task.findMany({ where: { projectId }, select: { id: true }, orderBy: { id: 'asc' } });
    confirm(tasks.length);
    await tx.task.deleteMany({ where: { projectId } });
    await tx.project.delete({ where: { id: projectId } });
    return tasks.map((t) => t.id);
  });
}

/**
 * Moves the listed projects into the slots they occupy now among `scope`'s projects, in the order
 * given; every other project keeps its place. Any id outside the scope throws `missing()` and nothing changes.
 */
export function reorderProjects(db: Db, scope: Prisma.ProjectWhereInput, projectIds: number[], missing: () => Error) {
  return db.$transaction(async (tx) => {
    const listed = await tx.project.findMany({ where: scope, orderBy: LIST_ORDER, select: { id: true, position: true } });
    const known = new Set(listed.map((p) => p.id));
    if (projectIds.some((id) => !known.has(id))) throw missing();
    const order = reorderedIds(
      listed.map((p) => p.id),
      projectIds,
    );
    const before = new Map(listed.map((p) => [p.id, p.position]));
    for (const [position, id] of order.entries()) {
      if (before.get(id) !== position) await tx.project.update({ where: { id }, data: { position } });
    }
    return tx.project.findMany({ where: { id: { in: projectIds } }, orderBy: LIST_ORDER });
  });
}

/** These projects (within `scope`) in their list order, as Pothos asks for them. */
export function findProjectsByIds(db: Db, ids: number[], scope: Prisma.ProjectWhereInput, query: Query = {}) {
  return db.project.findMany({ ...query, where: { id: { in: ids }, AND: [scope] }, orderBy: LIST_ORDER });
}

/** Task counts (all and completed) per project, of the tasks matching `tasks` (a task policy filter) in these projects. */
export async function taskCountsByProject(db: Db, projectIds: number[], tasks: Prisma.TaskWhereInput) {
  const counts = new Map<number, { taskCount: number; completedTaskCount: number }>();
  if (!projectIds.length) return counts;
  const groups = await db.task.groupBy({ by: ['projectId', 'completed'], where: { projectId: { in: projectIds }, AND: [tasks] }, _count: { _all: true } });
  for (const g of groups) {
    const c = counts.get(g.projectId) ?? { taskCount: 0, completedTaskCount: 0 };
    c.taskCount += g._count._all;
    if (g.completed) c.completedTaskCount += g._count._all;
    counts.set(g.projectId, c);
  }
  return counts;
}

/** A new account's Inbox, its first project, owned by it. */
export function insertInbox(db: Db | Tx, userId: number) {
  return db.project.create({ data: { ...INBOX, userId, position: 0, members: { create: { userId, role: 'owner' } } } });
}

/** The user's Inbox, made when missing (an account from before Inboxes were made with it). */
export async function findOrCreateInbox(db: Db, userId: number) {
  const found = await db.project.findFirst({ where: { userId, inbox: true }, orderBy: { id: 'asc' } });
  if (found) return found;
  const last = await db.project.aggregate({ where: { userId }, _max: { position: true } });
  return insertProject(db, { ...INBOX, userId, position: (last._max.position ?? -1) + 1 });
}
