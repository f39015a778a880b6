import type { ApiTokenRow } from './service.js';
import { tokenState } from './service.js';

/** A token as lists show it: never its text nor its hash. */
export function presentToken(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.split(' ').filter(Boolean),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: tokenState(row),
    user: { id: row.user.id, username: row.user.username },
  };
}
