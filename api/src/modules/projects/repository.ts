import type { Db, Tx } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { reorderedIds } from './reorder.js';
import { INBOX } from './inbox.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.ProjectSelect; include?: Prisma.ProjectInclude };
export type ProjectOrder = Prisma.ProjectOrderByWithRelationInput[];

/** The projects matching `where` (a policy filter and the caller's conditions), in `orderBy` (a field of the project). */
export function findProjects(db: Db, where: Prisma.ProjectWhereInput, orderBy: ProjectOrder, query: Query = {}) {
  return db.project.findMany({ ...query, where, orderBy });
}

/**
 * The ids of `userId`'s projects matching `where`, in the order of their own list (each member
 * arranges theirs: the position is on their membership), then by id.
 */
export async function idsInMemberOrder(db: Db | Tx, userId: number, where: Prisma.ProjectWhereInput, direction: 'asc' | 'desc' = 'asc') {
  const rows = await db.projectMember.findMany({
    where: { userId, project: where },
    orderBy: [{ position: direction }, { projectId: direction }],
    select: { projectId: true },
  });
  return rows.map((r) => r.projectId);
}

/** Ids per query: a whole list (MAX_PROJECTS) in one `IN` passes SQLite's limit of bound values. */
const IDS_PER_QUERY = 500;

/** The projects with these ids (within `scope`), in the order of `ids`. */
export async function findProjectsInOrder(db: Db | Tx, ids: number[], scope: Prisma.ProjectWhereInput = {}, query: Query = {}) {
  const rows = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    rows.push(...(await db.project.findMany({ ...query, where: { id: { in: ids.slice(i, i + IDS_PER_QUERY) }, AND: [scope] } })));
  }
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

/** `userId`'s projects matching `where`, in the order of their own list. */
export async function findProjectsInMemberOrder(db: Db, userId: number, where: Prisma.ProjectWhereInput, query: Query = {}) {
  return findProjectsInOrder(db, await idsInMemberOrder(db, userId, where), where, query);
}

/** `userId`'s position in the list of each of these projects (a project they are not in is missing). */
export async function memberPositions(db: Db, userId: number, projectIds: number[]) {
  // a whole list's ids would pass SQLite's limit of bound values; a member's list is at most MAX_PROJECTS rows
  const where = projectIds.length > IDS_PER_QUERY ? { userId } : { userId, projectId: { in: projectIds } };
  const rows = await db.projectMember.findMany({ where, select: { projectId: true, position: true } });
  return new Map(rows.map((r) => [r.projectId, r.position]));
}

/** How many projects a user belongs to, and where a project joining the end of their list goes. */
export async function listEnd(db: Db | Tx, userId: number) {
  const mine = await db.projectMember.aggregate({ where: { userId }, _max: { position: true }, _count: { _all: true } });
  return { count: mine._count._all, nextPosition: mine._max.position === null ? 0 : mine._max.position + 1 };
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

/**
 * A new project with its creator as its owner member at `position` of their list (one statement, so
 * never one without the other).
 */
export function insertProject(db: Db | Tx, data: Omit<Prisma.ProjectUncheckedCreateInput, 'members'>, position: number) {
  return db.project.create({ data: { ...data, members: { create: { userId: data.userId, role: 'owner', position } } } });
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
 * Moves the listed projects into the slots they occupy now in `userId`'s own list (of `scope`'s
 * projects), in the order given; every other project keeps its place, and the other members' lists
 * do not change. Any id outside the scope throws `missing()` and nothing changes. Answers the listed
 * projects in their new order.
 */
export function reorderProjects(db: Db, userId: number, scope: Prisma.ProjectWhereInput, projectIds: number[], missing: () => Error) {
  return db.$transaction(async (tx) => {
    const listed = await tx.projectMember.findMany({
      where: { userId, project: scope },
      orderBy: [{ position: 'asc' }, { projectId: 'asc' }],
      select: { projectId: true, position: true },
    });
    const before = new Map(listed.map((m) => [m.projectId, m.position]));
    if (projectIds.some((id) => !before.has(id))) throw missing();
    const order = reorderedIds(
      listed.map((m) => m.projectId),
      projectIds,
    );
    for (const [position, projectId] of order.entries()) {
      if (before.get(projectId) !== position) await tx.projectMember.update({ where: { projectId_userId: { projectId, userId } }, data: { position } });
    }
    return findProjectsInOrder(
      tx,
      order.filter((id) => projectIds.includes(id)),
    );
  });
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
  return insertProject(db, { ...INBOX, userId }, 0);
}

/** The user's Inbox, made when missing (an account from before Inboxes were made with it). */
export async function findOrCreateInbox(db: Db, userId: number) {
  const found = await db.project.findFirst({ where: { userId, inbox: true }, orderBy: { id: 'asc' } });
  if (found) return found;
  return insertProject(db, { ...INBOX, userId }, (await listEnd(db, userId)).nextPosition);
}
