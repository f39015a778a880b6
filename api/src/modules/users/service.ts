import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, forbidden, notFound, parseInput, unauthorized } from '../../lib/errors.js';
import { destroyUserSessions } from '../auth/sessions.js';
import { notifyAccountApproved } from '../notifications/account.js';
import { userPolicy } from './policy.js';
import * as usersDb from './repository.js';
import { findOrCreateInbox } from '../projects/repository.js';
import { ApprovalInput, UserUpdateInput, userIdParam, type ROLES, type STATUSES } from './validation.js';

export function assertAdmin(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
  if (!userPolicy.canManage(viewer)) throw forbidden('Only administrators can do this');
}

export async function listUsers(deps: Deps, viewer: Viewer, status?: (typeof STATUSES)[number]) {
  assertAdmin(viewer);
  return usersDb.findUsers(deps.db, userPolicy.readableWhere(viewer), status);
}

export async function decideApproval(deps: Deps, viewer: Viewer, userId: unknown, input: unknown) {
  assertAdmin(viewer); // before reading the body: a stranger gets 401/403, not a validation message
  const { approve } = parseInput(ApprovalInput, input);
  return updateUser(deps, viewer, userId, { status: approve ? 'approved' : 'rejected' });
}

/** Sets a user's status and/or role. The app always keeps at least one approved admin. */
export async function updateUser(deps: Deps, viewer: Viewer, userIdInput: unknown, input: unknown) {
  assertAdmin(viewer);
  const id = parseInput(userIdParam, userIdInput);
  const change = parseInput(UserUpdateInput, input) as { status?: (typeof STATUSES)[number]; role?: (typeof ROLES)[number] };
  let wasApproved = false;
  const updated = await deps.db.$transaction(async (tx) => {
    // every change that may remove an admin waits for the others, then reads afresh
    // (SQLite runs one write transaction at a time, so it needs no lock)
    if (deps.config.provider === 'postgres' && (change.role === 'user' || (change.status && change.status !== 'approved'))) {
      await usersDb.waitForAdminChanges(tx);
    }
    const target = await usersDb.findUser(tx, id, userPolicy.readableWhere(viewer));
    if (!target) throw notFound('User');
    wasApproved = target.status === 'approved';
    const wasActiveAdmin = target.role === 'admin' && target.status === 'approved';
    const staysActiveAdmin = (change.role ?? target.role) === 'admin' && (change.status ?? target.status) === 'approved';
    if (wasActiveAdmin && !staysActiveAdmin && (await usersDb.countOtherActiveAdmins(tx, id)) === 0) {
      throw badRequest(
        // the admin is changing their own account
        id === viewer.id ? 'You are the last admin: you cannot remove your own admin role or reject yourself' : 'There must be at least one approved admin',
      );
    }
    return usersDb.setStatusAndRole(tx, id, change);
  });
  // Leaving "approved" ends every session of that user at once.
  if (updated.status !== 'approved') await destroyUserSessions(deps, updated.id);
  deps.pubsub.publish('users:changed', { userId: updated.id });
  if (updated.status === 'approved' && !wasApproved) {
    // an account registered before Inboxes came with it gets its own when it is let in
    await findOrCreateInbox(deps.db, updated.id);
    await notifyAccountApproved(deps, updated.id);
  }
  return updated;
}
