import type { Db, Tx } from '../../db/client.js';
import type { ProjectRole } from '../../graphql/viewer.js';
import { listEnd } from '../projects/repository.js';
import { stamp } from '../tasks/fieldStamps.js';

const memberFields = { userId: true, role: true, createdAt: true, user: { select: { name: true, username: true, email: true } } } as const;

/** The members of a project, owners first, then by when they joined. */
export function findMembers(db: Db, projectId: number) {
  return db.projectMember.findMany({ where: { projectId }, select: memberFields, orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }] });
}

export function findMember(db: Db | Tx, projectId: number, userId: number) {
  return db.projectMember.findUnique({ where: { projectId_userId: { projectId, userId } }, select: memberFields });
}

export function countOwners(db: Db | Tx, projectId: number) {
  return db.projectMember.count({ where: { projectId, role: 'owner' } });
}

/** A new member, with the project at the end of their own list of projects. */
export async function insertMember(db: Db | Tx, projectId: number, userId: number, role: ProjectRole) {
  const { nextPosition } = await listEnd(db, userId);
  return db.projectMember.create({ data: { projectId, userId, role, position: nextPosition } });
}

export function setRole(db: Db | Tx, projectId: number, userId: number, role: ProjectRole) {
  return db.projectMember.update({ where: { projectId_userId: { projectId, userId } }, data: { role } });
}

/**
 * The member's tasks in the project lose them as assignee, with the change stamped for offline merges
 * as an edit's would be. Answers those tasks.
 */
export async function unassignMember(tx: Tx, projectId: number, userId: number) {
  const assigned = await tx.task.findMany({ where: { projectId, assigneeId: userId }, select: { id: true, fieldChangedAt: true } });
  const at = new Date();
  const unassigned = [];
  for (const task of assigned) {
    const fieldChangedAt = stamp(task.fieldChangedAt, ['assigneeId'], at);
    unassigned.push(await tx.task.update({ where: { id: task.id }, data: { assigneeId: null, fieldChangedAt, updatedAt: at } }));
  }
  return unassigned;
}

/** Removes a member; their tasks in the project lose them as assignee. Answers those tasks. */
export async function deleteMember(tx: Tx, projectId: number, userId: number) {
  const unassigned = await unassignMember(tx, projectId, userId);
  await tx.projectMember.delete({ where: { projectId_userId: { projectId, userId } } });
  return unassigned;
}

/** The ids of a project's tasks (who leaves it sees them go). */
export async function taskIdsOf(db: Db, projectId: number) {
  return (await db.task.findMany({ where: { projectId }, select: { id: true } })).map((t) => t.id);
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true, status: true, name: true, username: true, email: true } });
}

const invitationFields = {
  id: true,
  projectId: true,
  email: true,
  role: true,
  status: true,
  expiresAt: true,
  createdAt: true,
  invitedById: true,
  project: { select: { name: true } },
  invitedBy: { select: { name: true, username: true } },
} as const;

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export function findInvitation(db: Db | Tx, id: number) {
  return db.invitation.findUnique({ where: { id }, select: invitationFields });
}

/** Pending invitations not yet expired: to an address (an invitee's list) or of a project (its admins'). */
export function findPendingInvitations(db: Db, where: { email: string } | { projectId: number }, now: Date) {
  return db.invitation.findMany({ where: { ...where, status: 'pending', expiresAt: { gt: now } }, select: invitationFields, orderBy: { id: 'asc' } });
}

/** The pending invitation of this address to this project (expired or not), if any. */
export function findPendingFor(db: Db | Tx, projectId: number, email: string) {
  return db.invitation.findFirst({ where: { projectId, email, status: 'pending' }, select: { id: true } });
}

export function insertInvitation(
  db: Db | Tx,
  data: { projectId: number; email: string; role: ProjectRole; invitedById: number; tokenHash: string; expiresAt: Date },
) {
  return db.invitation.create({ data, select: invitationFields });
}

/** Sends a pending invitation again: a new role, link and expiry. */
export function renewInvitation(db: Db | Tx, id: number, data: { role: ProjectRole; invitedById: number; tokenHash: string; expiresAt: Date }) {
  return db.invitation.update({ where: { id }, data, select: invitationFields });
}

/** Moves a still-pending invitation on; false when it was no longer pending (a double click, a race). */
export async function settleInvitation(db: Db | Tx, id: number, status: 'accepted' | 'declined' | 'revoked') {
  const { count } = await db.invitation.updateMany({ where: { id, status: 'pending' }, data: { status } });
  return count === 1;
}

/** The tasks of the project assigned by e-mail to this address before its owner was a member: now theirs. */
export async function adoptAssignments(tx: Tx, projectId: number, email: string, userId: number) {
  const tasks = await tx.task.findMany({ where: { projectId, assigneeId: null, assigneeEmail: email }, select: { id: true } });
  if (tasks.length) await tx.task.updateMany({ where: { id: { in: tasks.map((t) => t.id) } }, data: { assigneeId: userId } });
  return tasks.map((t) => t.id);
}
