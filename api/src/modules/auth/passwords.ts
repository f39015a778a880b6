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
