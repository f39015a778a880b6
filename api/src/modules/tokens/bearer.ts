import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { withMemberships } from '../members/viewerMemberships.js';
import { sha256 } from '../../lib/crypto.js';
import type { TokenScope } from '../../../../shared/tokens/scopes.js';
import type { TokenGrant } from './grant.js';
import { findTokenWithUser, touchToken } from './repository.js';
import { tokenState } from './service.js';

/** lastUsedAt is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export const TOKEN_REFUSED_MESSAGE = 'The API token is invalid, expired or revoked';

/**
 * The approved user an API token acts for and what it may do, or null when the token is unknown,
 * revoked, expired, or its user is no longer approved.
 */
export async function tokenViewer(deps: Deps, token: string): Promise<{ user: SignedInUser; grant: TokenGrant } | null> {
  const row = await findTokenWithUser(deps.db, sha256(token));
  const now = new Date();
  if (!row || tokenState(row, now.getTime()) !== 'active' || row.user.status !== 'approved') return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchToken(deps.db, row.id, now, TOUCH_EVERY_MS);
  return { user: await withMemberships(deps.db, row.user), grant: { tokenId: row.id, scopes: row.scopes.split(' ').filter(Boolean) as TokenScope[] } };
}
