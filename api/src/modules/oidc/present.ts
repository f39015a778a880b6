import type { UserIdentity } from '../../generated/prisma-sqlite/client.js';
import type { OidcSettings } from './provider.js';

/** Whether two issuer URLs name the same provider (a trailing slash aside). */
export const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The configured provider's name (OIDC_NAME) for its identities; the issuer's host for one no longer configured. */
export function providerNameOf(settings: OidcSettings | null, issuer: string): string {
  if (settings && sameIssuer(settings.issuer, issuer)) return settings.name;
  try {
    return new URL(issuer).host || issuer;
  } catch {
    return issuer;
  }
}

/** A linked identity as Settings lists it (GET /api/auth/identities); the subject stays on the server. */
export function presentIdentity(settings: OidcSettings | null, row: UserIdentity) {
  return {
    id: row.id,
    providerName: providerNameOf(settings, row.issuer),
    issuer: row.issuer,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}
