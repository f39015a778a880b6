import type { Deps, Viewer } from '../../graphql/context.js';
import { approvedViewer, findSessionWithUser } from './repository.js';

/**
 * The approved user of a session as it is now (its id is the SHA-256 of the cookie), or null once the
 * session ended: signed out, deleted (rejected user, password changed elsewhere), expired, or its
 * user no longer approved. Unlike `loadSession` it neither refreshes nor deletes anything: an open
 * subscription reads it before each event it delivers.
 */
export async function sessionViewer(deps: Deps, sessionId: string | null): Promise<Viewer> {
  if (!sessionId) return null;
  const found = await findSessionWithUser(deps.db, sessionId);
  if (!found || found.session.expiresAt.getTime() <= Date.now()) return null;
  return approvedViewer(found);
}
