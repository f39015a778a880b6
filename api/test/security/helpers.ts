import { generate } from 'otplib';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { newTotpSecret } from '../../src/modules/auth/twoFactor.js';
import { PASSWORD, uniqueName } from '../factories.js';
import type { TestServer } from '../testServer.js';

let ipCounter = 0;
/** A fresh client address (the servers of these tests trust X-Forwarded-For: TRUST_PROXY=1). */
export function freshIp() {
  ipCounter += 1;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
export const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** An approved user written straight to the database (registering would use up the sign-up limit). */
export async function approvedUser(server: TestServer, options: { twoFactor?: boolean; role?: 'user' | 'admin' } = {}) {
  const username = uniqueName('sec');
  const secret = options.twoFactor ? await newTotpSecret() : null;
  const user = await server.app.deps.db.user.create({
    data: {
      username,
      email: `${username}@example.com`,
      password: await hashPassword(PASSWORD),
      status: 'approved',
      role: options.role ?? 'user',
      twoFactorEnabled: !!secret,
      twoFactorSecret: secret ? server.app.deps.cipher.encrypt(secret) : null,
      settings: { create: {} },
    },
  });
  return { id: user.id, username, email: user.email, secret };
}

const PERIOD = 30;
export const codeFor = (secret: string, stepOffset = 0) => generate({ secret, epoch: (Math.floor(Date.now() / 1000 / PERIOD) + stepOffset) * PERIOD });

/** A well-formed 6-digit code that none of the nearby time steps of this secret produces. */
export async function wrongCode(secret: string) {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => codeFor(secret, d))));
  for (let n = 0; ; n++) {
    const candidate = String((123456 + n * 111111) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
