import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read as a value: 2 is Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Verified against when the username is unknown, so a miss costs the same time as a wrong password.
const DUMMY_HASH = hash('streamline-timing-equaliser', OPTIONS);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}

// Stored instead of a hash for an account made by single sign-on: no typed password verifies against it.
const NO_PASSWORD = '!oidc:';

export function noPassword(): string {
  return NO_PASSWORD + randomBytes(16).toString('hex');
}

/** False for an account that has never had a password (made by single sign-on): it may set one without a current password. */
export function hasPassword(stored: string): boolean {
  return !stored.startsWith(NO_PASSWORD);
}
