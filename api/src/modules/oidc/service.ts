import type { Deps } from '../../graphql/context.js';
import type { User } from '../../generated/prisma-sqlite/client.js';
import { AppError } from '../../lib/errors.js';
import { createAccount } from '../auth/accounts.js';
import { noPassword } from '../auth/passwords.js';
import { OIDC_MESSAGES } from './messages.js';
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
