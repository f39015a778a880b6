import type { Deps, Viewer } from '../../graphql/context.js';
import type { User } from '../../generated/prisma-sqlite/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { createAccount } from '../auth/accounts.js';
import { hasPassword, noPassword } from '../auth/passwords.js';
import { signedIn } from '../projects/service.js';
import { OIDC_MESSAGES } from './messages.js';
import { identityPolicy } from './policy.js';
import { sameIssuer } from './present.js';
import type { OidcProfile } from './profile.js';
import type { OidcSettings } from './provider.js';
import * as oidcDb from './repository.js';
import { baseUsername, firstFreeUsername } from './username.js';

const refuse = (message: string) => new AppError(403, message);
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === 'P2002';

/**
 * The account a provider identity signs in to: the one linked to it; else the account of its e-mail
 * address, linked now if the provider verified that address; else a new account (approved or
 * pending as OIDC_AUTO_APPROVE says). Whether that account may sign in is for the caller to check.
 */
export async function accountForIdentity(deps: Deps, settings: OidcSettings, profile: OidcProfile): Promise<{ user: User; created: boolean }> {
  assertDomainAllowed(settings, profile.email);
  const key = { issuer: profile.issuer, subject: profile.subject };
  const linked = await oidcDb.findLinkedUser(deps.db, key);
  if (linked) {
    await oidcDb.touchIdentity(deps.db, key, profile.email);
    return { user: linked, created: false };
  }
  if (!profile.email) throw refuse(OIDC_MESSAGES.noEmail(settings.name));
  const existing = await oidcDb.findUserByEmail(deps.db, profile.email);
  if (existing) return { user: await linkExisting(deps, settings, profile, existing), created: false };
  return createLinkedAccount(deps, settings, profile, profile.email);
}

function assertDomainAllowed(settings: OidcSettings, email: string | null) {
  if (!settings.allowedDomains.length) return;
  if (!email) throw refuse(OIDC_MESSAGES.noEmail(settings.name));
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!settings.allowedDomains.includes(domain)) throw refuse(OIDC_MESSAGES.domainNotAllowed(domain));
}

async function linkExisting(deps: Deps, settings: OidcSettings, profile: OidcProfile, user: User) {
  // an address the provider has not verified could be anyone's: it must not open someone's account
  if (!profile.emailVerified) throw refuse(OIDC_MESSAGES.unverifiedEmail(settings.name));
  if (await oidcDb.hasIdentityAt(deps.db, user.id, profile.issuer)) throw refuse(OIDC_MESSAGES.linkedElsewhere(settings.name));
  try {
    await oidcDb.linkIdentity(deps.db, user.id, { issuer: profile.issuer, subject: profile.subject }, profile.email);
  } catch (err) {
    // the same identity's other sign-in linked it a moment ago
    if (!isUniqueViolation(err)) throw err;
  }
  return user;
}

async function createLinkedAccount(deps: Deps, settings: OidcSettings, profile: OidcProfile, email: string) {
  const base = baseUsername(profile.preferredUsername, email);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const username = firstFreeUsername(base, await oidcDb.usernamesStartingWith(deps.db, base));
    try {
      const user = await createAccount(
        deps,
        { username, email, password: noPassword(), name: profile.name },
        settings.autoApprove ? 'approved' : 'pending',
        (tx, created) => oidcDb.linkIdentity(tx, created.id, { issuer: profile.issuer, subject: profile.subject }, email),
      );
      return { user, created: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // another sign-in took the username, the address or this very identity in the meantime
      const linked = await oidcDb.findLinkedUser(deps.db, { issuer: profile.issuer, subject: profile.subject });
      if (linked) return { user: linked, created: false };
      const existing = await oidcDb.findUserByEmail(deps.db, email);
      if (existing) return { user: await linkExisting(deps, settings, profile, existing), created: false };
    }
  }
  throw new AppError(409, OIDC_MESSAGES.failed(settings.name));
}

/** GET /api/auth/identities: the provider identities linked to the viewer's account, oldest first. */
export async function listOwnIdentities(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return oidcDb.findIdentities(deps.db, identityPolicy.ownWhere(viewer));
}

/**
 * DELETE /api/auth/identities/{id}: the identity no longer signs in to the account. Refused (409) when
 * the account has no password and no other identity at the configured provider: it could not sign in
 * again. Someone else's identity reads as an unknown one (404).
 */
export async function unlinkIdentity(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'SignInIdentity');
  const row = id ? await oidcDb.findIdentity(deps.db, id) : null;
  if (!row || !identityPolicy.canRead(viewer, row) || !identityPolicy.canUnlink(viewer, row)) throw notFound('Sign-in identity');
  const settings = deps.config.oidc;
  const others = await oidcDb.findIdentities(deps.db, { userId: row.userId, id: { not: row.id } });
  const otherWay = !!settings && others.some((other) => sameIssuer(other.issuer, settings.issuer));
  if (!otherWay && !hasPassword((await oidcDb.passwordOf(deps.db, row.userId)) ?? '')) throw conflict(OIDC_MESSAGES.lastSignIn);
  await oidcDb.deleteIdentity(deps.db, row.id);
  return row;
}
