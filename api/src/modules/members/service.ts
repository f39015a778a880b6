import { randomBytes } from 'node:crypto';
import type { Deps, Viewer } from '../../graphql/context.js';
import type { ProjectRole, SignedInUser } from '../../graphql/viewer.js';
import { conflict, forbidden, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { sha256 } from '../../lib/crypto.js';
import { logger } from '../../lib/logger.js';
import { sendMail } from '../email/service.js';
import { notify } from '../notifications/service.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { projectPolicy } from '../projects/policy.js';
import { ownProject, signedIn } from '../projects/service.js';
import { publishTaskChange, publishTaskChangeTo, publishTasksChange } from '../tasks/events.js';
import { recordUnassigned } from '../tasks/assignee.js';
import { recordTaskEvent } from '../webhooks/events.js';
import { invitationEmail } from './invitationEmail.js';
import { invitationPolicy } from './policy.js';
import * as members from './repository.js';
import { noteMembership, withMemberships } from './viewerMemberships.js';
import { InviteInput, RoleInput } from '../../../../shared/members/validation.js';
import { MEMBER_MESSAGES, ROLE_LABELS } from '../../../../shared/members/messages.js';
import { mayBeAssigned } from '../../../../shared/members/assignable.js';

/** How long an invitation may be answered. */
export const INVITATION_DAYS = 7;

const displayName = (u: { name: string | null; username: string }) => u.name || u.username;

export type MemberView = { userId: number; name: string; email: string; role: ProjectRole };

const memberView = (m: Awaited<ReturnType<typeof members.findMembers>>[number]): MemberView => ({
  userId: m.userId,
  name: displayName(m.user),
  email: m.user.email,
  role: m.role as ProjectRole,
});

/** GET /api/projects/{id}/members: any member sees who is in the project. */
export async function listMembers(deps: Deps, viewer: Viewer, projectIdInput: unknown) {
  const project = await ownProject(deps, viewer, projectIdInput, projectPolicy.canListMembers);
  return (await members.findMembers(deps.db, project.id)).map(memberView);
}

/** The project's invitations still waiting for an answer: its admins see them (others get none). */
export async function listPendingInvitations(deps: Deps, viewer: Viewer, projectIdInput: unknown) {
  const project = await ownProject(deps, viewer, projectIdInput);
  if (!projectPolicy.canManageMembers(viewer, project)) return [];
  return members.findPendingInvitations(deps.db, { projectId: project.id }, new Date());
}

/**
 * POST /api/projects/{id}/members ({ email, role }): invites the address. A registered user gets a
 * notification and an e-mail; an unknown address an e-mail with a link to register. Inviting an
 * address with a pending invitation sends that one again (new role, link and expiry).
 */
export async function inviteMember(deps: Deps, viewer: Viewer, projectIdInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, projectIdInput, projectPolicy.canManageMembers);
  const { email, role } = parseInput(InviteInput, input ?? {});
  const { invitation, delivery } = await invite(deps, viewer!, project, email, role);
  return { ...invitation, delivery };
}

/**
 * An invitation of `email` to the project (the caller checked that the viewer may invite). With
 * `mail: false` the caller sends the e-mail itself (the assignment e-mail carries the link instead).
 */
export async function invite(deps: Deps, viewer: SignedInUser, project: { id: number; name: string }, email: string, role: ProjectRole, mail = true) {
  const user = await members.findUserByEmail(deps.db, email);
  if (user && (await members.findMember(deps.db, project.id, user.id))) throw conflict(MEMBER_MESSAGES.alreadyMember);
  const token = randomBytes(24).toString('base64url');
  const fields = { role, invitedById: viewer.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) };
  const pending = await members.findPendingFor(deps.db, project.id, email);
  const invitation = pending
    ? await members.renewInvitation(deps.db, pending.id, fields)
    : await members.insertInvitation(deps.db, { projectId: project.id, email, ...fields });
  const inviterName = displayName(viewer);
  const registered = !!user && user.status !== 'rejected';
  if (registered) {
    await notify(deps, user.id, {
      type: 'project',
      action: 'invited',
      title: 'Project invitation',
      message: `${inviterName} invited you to "${project.name}" as ${ROLE_LABELS[role].toLowerCase()}.`,
      data: { invitationId: invitation.id, projectId: project.id, projectName: project.name, role, path: '/invitations' },
    });
  }
  const message = invitationEmail(deps.config, { email, role, projectName: project.name, inviterName, token, registered });
  let delivery: string = 'none';
  if (mail) {
    try {
      const { link: _link, ...mailed } = message;
      delivery = (await sendMail(deps, mailed)).delivery;
    } catch (error) {
      // the invitation stands (the invitee also sees it in the app); the inviter may send it again
      logger.error({ error: String(error) }, 'invitation e-mail failed');
    }
  }
  return { invitation, delivery, message };
}

/**
 * PATCH /api/projects/{id}/members/{userId} ({ role }). An admin changes roles below owner; the owner
 * may also make a member the owner, which hands ownership on (the former owner becomes an admin).
 * The last owner is never demoted. A member made a viewer can no longer work on the project's tasks,
 * so the tasks assigned to them there are unassigned (as when they are removed).
 */
export async function changeRole(deps: Deps, viewer: Viewer, projectIdInput: unknown, userIdInput: unknown, input: unknown) {
  const project = await ownProject(deps, viewer, projectIdInput, projectPolicy.canManageMembers);
  const { role } = parseInput(RoleInput, input ?? {});
  const target = await memberOf(deps, project.id, userIdInput);
  const touchesOwner = role === 'owner' || target.role === 'owner';
  if (touchesOwner && !projectPolicy.canTransferOwnership(viewer, project)) throw forbidden(MEMBER_MESSAGES.onlyOwnerTransfers);
  if (target.role === role) return memberView(target);
  const unassigned = await deps.db.$transaction(async (tx) => {
    if (target.role === 'owner' && (await members.countOwners(tx, project.id)) <= 1) throw conflict(MEMBER_MESSAGES.lastOwner);
    await members.setRole(tx, project.id, target.userId, role);
    if (role === 'owner' && target.userId !== viewer!.id) await members.setRole(tx, project.id, viewer!.id, 'admin');
    if (mayBeAssigned(role)) return [];
    const tasks = await members.unassignMember(tx, project.id, target.userId);
    await recordUnassigned(tx, viewer!.id, tasks);
    return tasks;
  });
  if (role === 'owner' && target.userId !== viewer!.id) noteMembership(viewer!, project.id, 'admin');
  if (target.userId === viewer!.id) noteMembership(viewer!, project.id, role);
  await refreshLists(
    deps,
    project.id,
    unassigned.map((t) => t.id),
  );
  for (const task of unassigned) await recordTaskEvent(deps, 'task.updated', task);
  return memberView((await members.findMember(deps.db, project.id, target.userId))!);
}

/**
 * DELETE /api/projects/{id}/members/{userId}: an admin removes a member, or a member leaves (their own
 * id). The last owner cannot leave. The member's tasks in the project are unassigned; their lists
 * lose the project's tasks at once.
 */
export async function removeMember(deps: Deps, viewer: Viewer, projectIdInput: unknown, userIdInput: unknown) {
  signedIn(viewer);
  const self = rowIdFrom(userIdInput, 'User') === viewer.id;
  const project = await ownProject(deps, viewer, projectIdInput, self ? projectPolicy.canRead : projectPolicy.canManageMembers);
  const target = await memberOf(deps, project.id, userIdInput);
  if (target.role === 'owner' && !self && !projectPolicy.canTransferOwnership(viewer, project)) throw forbidden(MEMBER_MESSAGES.onlyOwnerTransfers);
  const unassigned = await deps.db.$transaction(async (tx) => {
    if (target.role === 'owner' && (await members.countOwners(tx, project.id)) <= 1) throw conflict(MEMBER_MESSAGES.lastOwner);
    const tasks = await members.deleteMember(tx, project.id, target.userId);
    await recordUnassigned(tx, viewer.id, tasks);
    return tasks;
  });
  if (self) noteMembership(viewer, project.id, null);
  for (const taskId of await members.taskIdsOf(deps.db, project.id)) publishTaskChangeTo(deps, [target.userId], 'deleted', taskId);
  for (const task of unassigned) {
    await publishTaskChange(deps, project.id, 'updated', task.id);
    await recordTaskEvent(deps, 'task.updated', task);
  }
  // the member's open screens learn of it from this too (they drop the project)
  if (!self) {
    await notify(deps, target.userId, {
      type: 'project',
      action: 'removed',
      title: 'Removed from a project',
      message: `${displayName(viewer)} removed you from "${project.name}".`,
      data: { projectId: project.id, projectName: project.name, path: '/projects' },
    });
  }
  return { success: true, projectId: project.id, userId: target.userId };
}

async function memberOf(deps: Deps, projectId: number, userIdInput: unknown) {
  const userId = rowIdFrom(userIdInput, 'User');
  const member = userId ? await members.findMember(deps.db, projectId, userId) : null;
  if (!member) throw notFound('Member');
  return member;
}

/**
 * A role change changes what members may do with the project's tasks: their lists read them again.
 * The tasks it unassigned are news to everyone, however many the project has.
 */
async function refreshLists(deps: Deps, projectId: number, unassigned: number[]) {
  const ids = await members.taskIdsOf(deps.db, projectId);
  if (ids.length <= 200) await publishTasksChange(deps, 'updated', ids);
  else for (const taskId of unassigned) await publishTaskChange(deps, projectId, 'updated', taskId);
}

/** GET /api/invitations: the viewer's invitations waiting for an answer. */
export async function myInvitations(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return members.findPendingInvitations(deps.db, { email: viewer.email.toLowerCase() }, new Date());
}

async function invitationToAnswer(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Invitation');
  const invitation = id ? await members.findInvitation(deps.db, id) : null;
  if (!invitation || !invitationPolicy.canAnswer(viewer, invitation)) throw notFound('Invitation');
  if (invitation.status !== 'pending') throw conflict(MEMBER_MESSAGES.notPending);
  if (invitation.expiresAt.getTime() <= Date.now()) throw conflict(MEMBER_MESSAGES.expired);
  return invitation;
}

/** POST /api/invitations/{id}/accept: the viewer joins the project with the invitation's role. */
export async function acceptInvitation(deps: Deps, viewer: Viewer, idInput: unknown) {
  const invitation = await invitationToAnswer(deps, viewer, idInput);
  const user = viewer!;
  const adopted = await deps.db.$transaction(async (tx) => {
    if (!(await members.settleInvitation(tx, invitation.id, 'accepted'))) throw conflict(MEMBER_MESSAGES.notPending);
    if (await members.findMember(tx, invitation.projectId, user.id)) return [];
    assertRoomForProjects((await withMemberships(tx, user)).memberships.size);
    await members.insertMember(tx, invitation.projectId, user.id, invitation.role as ProjectRole);
    // a viewer cannot work on the tasks sent to their address: those stay unassigned
    return mayBeAssigned(invitation.role) ? members.adoptAssignments(tx, invitation.projectId, invitation.email, user.id) : [];
  });
  const fresh = await withMemberships(deps.db, user);
  noteMembership(user, invitation.projectId, fresh.memberships.get(invitation.projectId) ?? null);
  for (const taskId of await members.taskIdsOf(deps.db, invitation.projectId)) publishTaskChangeTo(deps, [user.id], 'created', taskId);
  for (const taskId of adopted) await publishTaskChange(deps, invitation.projectId, 'updated', taskId);
  await notify(deps, invitation.invitedById, {
    type: 'project',
    action: 'joined',
    title: 'Invitation accepted',
    message: `${displayName(user)} joined "${invitation.project.name}".`,
    data: { projectId: invitation.projectId, projectName: invitation.project.name, userId: user.id, path: '/projects' },
  });
  return { ...invitation, status: 'accepted' };
}

/** POST /api/invitations/{id}/decline. */
export async function declineInvitation(deps: Deps, viewer: Viewer, idInput: unknown) {
  const invitation = await invitationToAnswer(deps, viewer, idInput);
  if (!(await members.settleInvitation(deps.db, invitation.id, 'declined'))) throw conflict(MEMBER_MESSAGES.notPending);
  return { ...invitation, status: 'declined' };
}

/** DELETE /api/invitations/{id}: an admin of the project takes a pending invitation back. */
export async function revokeInvitation(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Invitation');
  const invitation = id ? await members.findInvitation(deps.db, id) : null;
  if (!invitation || !projectPolicy.canRead(viewer, { id: invitation.projectId })) throw notFound('Invitation');
  if (!projectPolicy.canManageMembers(viewer, { id: invitation.projectId })) throw forbidden();
  if (!(await members.settleInvitation(deps.db, invitation.id, 'revoked'))) throw conflict(MEMBER_MESSAGES.notPending);
  return { ...invitation, status: 'revoked' };
}
