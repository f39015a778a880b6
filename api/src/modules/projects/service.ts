import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, conflict, forbidden, notFound, parseInput, unauthorized } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { roleIn } from '../../lib/ownership.js';
import { publishTaskChangeTo } from '../tasks/events.js';
import { memberIdsOf, noteMembership } from '../members/viewerMemberships.js';
import { taskPolicy } from '../tasks/policy.js';
import { assertRoomForProjects } from './projectLimit.js';
import { projectPolicy } from './policy.js';
import * as projects from './repository.js';
import { matchingIds } from './search.js';
import {
  DeleteProjectInput,
  ProjectInput,
  ProjectUpdateInput,
  ReorderProjectsInput,
  ProjectFilterInput,
  type ProjectFilter,
} from '../../../../shared/projects/validation.js';
import { orderByFor } from './orderBy.js';
import { pageOfIds, type Page } from './page.js';
import { MESSAGES } from '../../../../shared/projects/messages.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

type Project = NonNullable<Awaited<ReturnType<typeof projects.findProject>>>;
type ProjectQuery = NonNullable<Parameters<typeof projects.findProjects>[3]>;

export function signedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

/** The `where` and order of the projects the viewer may read matching the filter (search: name or description, any case). */
async function projectsQuery(deps: Deps, viewer: Viewer, filterInput: ProjectFilter | null | undefined) {
  signedIn(viewer);
  const f = parseInput(ProjectFilterInput, filterInput ?? {});
  const field = f.orderBy ?? 'position';
  const direction = f.direction ?? (field === 'position' ? 'asc' : 'desc');
  const orderBy = orderByFor(field, direction) as projects.ProjectOrder;
  const readable = projectPolicy.readableWhere(viewer);
  const order = { field, direction, orderBy };
  if (!f.search) return { where: readable, ...order };
  const rows = await projects.searchableProjects(deps.db, readable);
  const where: Prisma.ProjectWhereInput = { AND: [readable, { id: { in: matchingIds(rows, f.search) } }] };
  return { where, ...order };
}

/**
 * The projects the viewer may read matching the filter, in its order (`query`: what Pothos selects,
 * with the page it asks for). The position is the viewer's own: each member arranges their list.
 */
export async function listProjects(deps: Deps, viewer: Viewer, filter: ProjectFilter | null = {}, query: ProjectQuery & Page = {}) {
  const { where, field, direction, orderBy } = await projectsQuery(deps, viewer, filter);
  if (field !== 'position') return projects.findProjects(deps.db, where, orderBy, query);
  const { cursor, skip, take, ...selection } = query;
  const ids = await projects.idsInMemberOrder(deps.db, viewer!.id, where, direction);
  return projects.findProjectsInOrder(deps.db, pageOfIds(ids, { cursor, skip, take }), where, selection);
}

/** Where each of these projects sits in the viewer's own list (0 for one they are not in). */
export async function listPositions(deps: Deps, viewer: Viewer, projectIds: number[]) {
  signedIn(viewer);
  const positions = await projects.memberPositions(deps.db, viewer.id, projectIds);
  return (projectId: number) => positions.get(projectId) ?? 0;
}

export async function countProjects(deps: Deps, viewer: Viewer, filter: ProjectFilter | null = {}) {
  return projects.countProjects(deps.db, (await projectsQuery(deps, viewer, filter)).where);
}

/** Query.project: a project the viewer may read, or null for an unknown, malformed or stranger's id. */
export async function readableProject(deps: Deps, viewer: Viewer, idInput: unknown, query: ProjectQuery = {}) {
  const id = rowIdFrom(idInput, 'Project');
  return id ? projects.findProjectIn(deps.db, id, projectPolicy.readableWhere(viewer), query) : null;
}

/** Why a member may not do what their role does not allow: a viewer reads only; the others are told their role. */
function refusal(viewer: Viewer, projectId: number) {
  const role = roleIn(viewer, projectId) ?? 'viewer';
  return role === 'viewer' ? MEMBER_MESSAGES.viewerOnly : MEMBER_MESSAGES.roleRefused(role);
}

/**
 * A project the viewer may read (and, with `may`, change that way): 404 for an unknown or a
 * stranger's id (REST number or GraphQL ID), 403 for a member whose role does not allow it.
 */
export async function ownProject(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, project: Project) => boolean = projectPolicy.canRead) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Project');
  const project = id ? await projects.findProject(deps.db, id) : null;
  if (!project || !projectPolicy.canRead(viewer, project)) throw notFound('Project');
  if (!may(viewer, project)) throw forbidden(refusal(viewer, project.id));
  return project;
}

/** Task counts (all and completed) of these projects, of the tasks the viewer may read: the progress of each project. */
export async function projectCounts(deps: Deps, viewer: Viewer, projectIds: number[]) {
  const counts = await projects.taskCountsByProject(deps.db, projectIds, taskPolicy.readableWhere(viewer));
  return (projectId: number) => counts.get(projectId) ?? { taskCount: 0, completedTaskCount: 0 };
}

/** The viewer's Inbox: where a task added without a project goes (quick add, the chat). */
export async function inboxOf(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  const inbox = await projects.findOrCreateInbox(deps.db, viewer.id);
  // made just now: the rest of this request may add tasks to it
  if (!viewer.memberships.has(inbox.id)) noteMembership(viewer, inbox.id, 'owner');
  return inbox;
}

/** A new project goes to the end of the viewer's list. */
export async function createProject(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(ProjectInput, input);
  const owner = viewer.id; // a new project is its creator's, who is its first owner member
  const end = await projects.listEnd(deps.db, owner);
  assertRoomForProjects(end.count);
  const project = await projects.insertProject(deps.db, { ...data, userId: owner }, end.nextPosition);
  noteMembership(viewer, project.id, 'owner');
  return project;
}

export async function updateProject(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, idInput, projectPolicy.canUpdate);
  const data = parseInput(ProjectUpdateInput, input ?? {});
  if (project.inbox && data.name !== undefined && data.name !== project.name) throw badRequest(MESSAGES.inboxRename);
  return projects.updateProject(deps.db, project.id, data);
}

/**
 * Deletes a project. Its tasks go with it, so a project that still has tasks is only deleted
 * when the caller says so with `deleteTasks: true` (409 otherwise, naming the count).
 */
export async function deleteProject(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, idInput, projectPolicy.canDelete);
  if (project.inbox) throw badRequest(MESSAGES.inboxDelete);
  const { deleteTasks } = parseInput(DeleteProjectInput, input ?? {});
  const members = await memberIdsOf(deps.db, [project.id]); // read before they go with the project
  const deletedTaskIds = await projects.deleteProjectWithTasks(deps.db, project.id, (n) => {
    if (n && !deleteTasks) {
      throw conflict(
        `This project has ${n} ${n === 1 ? 'task' : 'tasks'}. Deleting it deletes ${n === 1 ? 'that task' : 'them'} too: send deleteTasks: true to confirm.`,
      );
    }
  });
  for (const taskId of deletedTaskIds) publishTaskChangeTo(deps, members, 'deleted', taskId);
  noteMembership(viewer!, project.id, null);
  return { project, deletedTaskIds };
}

/**
 * Moves the listed projects into their current slots of the viewer's own list in the order given;
 * others keep their place, and the other members' lists stay as they arranged them.
 */
export async function reorderProjects(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { projectIds } = parseInput(ReorderProjectsInput, input);
  return projects.reorderProjects(deps.db, viewer.id, projectPolicy.reorderableWhere(viewer), projectIds, () => notFound('Project'));
}

/** These projects, as far as the viewer may read them, in the order of `ids` (a mutation's answer, as Pothos selects it). */
export function readableProjectsByIds(deps: Deps, viewer: Viewer, ids: number[], query: ProjectQuery = {}) {
  return projects.findProjectsInOrder(deps.db, ids, projectPolicy.readableWhere(viewer), query);
}
