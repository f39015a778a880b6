import type { Deps, Viewer } from '../../graphql/context.js';
import { withMemberships } from '../members/viewerMemberships.js';
import { findSessionWithUser } from './repository.js';

/**
 * The approved user of a session as it is now (its id is the SHA-256 of the cookie), or null once the
 * session ended: signed out, deleted (rejected user, password changed elsewhere), expired, or its
 * user no longer approved. Unlike `loadSession` it neither refreshes nor deletes anything: an open
 * subscription reads it before each event it delivers.
 */
export async function sessionViewer(deps: Deps, sessionId: string | null): Promise<Viewer> {
  if (!sessionId) return null;
  const session = await findSessionWithUser(deps.db, sessionId);
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.user?.status === 'approved' ? withMemberships(deps.db, session.user) : null;
}
