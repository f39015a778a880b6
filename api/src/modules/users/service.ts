import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, badRequest, forbidden, notFound, parseInput, unauthorized } from '../../lib/errors.js';
import { destroyUserSessions } from '../auth/sessions.js';
import { notifyAccountApproved } from '../notifications/account.js';
import { ApprovalInput, UserUpdateInput, userIdParam, type ROLES, type STATUSES } from './validation.js';

/** PostgreSQL advisory lock key held while a change may remove an approved admin. */
const LAST_ADMIN_LOCK = 72_531_103;

export function assertAdmin(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
  if (viewer.role !== 'admin') throw forbidden('Only administrators can do this');
}

export async function listUsers(deps: Deps, viewer: Viewer, status?: (typeof STATUSES)[number]) {
  assertAdmin(viewer);
  return deps.db.user.findMany({ where: status ? { status } : {}, orderBy: { createdAt: 'asc' } });
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
    if (deps.config.provider === 'postgres' && (change.role === 'user' || (change.status && change.status !== 'approved'))) {
      // Two admins demoting each other at once would each still count the other under READ COMMITTED:
      // every change that may remove an admin waits for this lock, then reads afresh.
      // (SQLite runs one write transaction at a time, so it needs none.)
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', LAST_ADMIN_LOCK);
    }
    const target = await tx.user.findUnique({ where: { id } });
    if (!target) throw notFound('User');
    wasApproved = target.status === 'approved';
    const wasActiveAdmin = target.role === 'admin' && target.status === 'approved';
    const staysActiveAdmin = (change.role ?? target.role) === 'admin' && (change.status ?? target.status) === 'approved';
    if (wasActiveAdmin && !staysActiveAdmin) {
      const others = await tx.user.count({ where: { role: 'admin', status: 'approved', id: { not: id } } });
      if (others === 0) {
        throw badRequest(
          id === viewer.id ? 'You are the last admin: you cannot remove your own admin role or reject yourself' : 'There must be at least one approved admin',
        );
      }
    }
    return tx.user.update({ where: { id }, data: change });
  });
  // Leaving "approved" ends every session of that user at once.
  if (updated.status !== 'approved') await destroyUserSessions(deps, updated.id);
  deps.pubsub.publish('users:changed', { userId: updated.id });
  if (updated.status === 'approved' && !wasApproved) await notifyAccountApproved(deps, updated.id);
  return updated;
}

export async function userById(deps: Deps, viewer: Viewer, id: number) {
  if (!viewer) throw unauthorized();
  if (viewer.id !== id && viewer.role !== 'admin') throw new AppError(404, 'User not found');
  const user = await deps.db.user.findUnique({ where: { id } });
  if (!user) throw notFound('User');
  return user;
}
