import type { Request } from 'express';
import type { Deps } from '../../graphql/context.js';
import { AppError, badRequest, conflict, parseInput, unauthorized } from '../../lib/errors.js';
import { presentSelf, presentUser } from '../users/present.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { destroySession, startChallenge, startUserSession } from './sessions.js';
import { checkTotp, newTotpSecret, totpQrCode } from './twoFactor.js';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginInput, RegisterInput, VerifyTwoFactorInput } from '../../../../shared/auth/validation.js';
import type { User } from '../../generated/prisma-sqlite/client.js';
import { createAccount } from './accounts.js';
import * as authDb from './repository.js';

export const MAX_CHALLENGE_ATTEMPTS = 5;
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  pending: 'Your account is pending approval by an administrator',
  createdPending: 'Your account has been created and is pending approval by an administrator.',
  rejected: 'Your account has been rejected',
  invalidCode: 'Invalid verification code',
  noChallenge: 'No two-factor verification is in progress. Please log in again.',
  tooManyAttempts: 'Too many invalid codes. Please log in again.',
} as const;

type Session = { id: string; userId: number | null; pendingUserId: number | null; pendingAttempts: number } | null;

export async function register(deps: Deps, input: unknown) {
  const data = parseInput(RegisterInput, input);
  const taken = await authDb.findUsernameOrEmail(deps.db, data.username, data.email);
  if (taken) {
    throw conflict(taken.username === data.username ? 'Username is already taken' : 'Email is already registered');
  }
  const password = await hashPassword(data.password);
  try {
    const user = await createAccount(deps, { username: data.username, email: data.email, password, name: data.name ?? null }, 'pending');
    return presentUser(user);
  } catch (err) {
    // two registrations racing for the same name
    if ((err as { code?: string }).code === 'P2002') throw conflict('Username or email is already taken');
    throw err;
  }
}

/** Checks credentials; a 2FA user gets a challenge, everyone else a session. */
export async function login(deps: Deps, req: Request, input: unknown, currentSessionId: string | null) {
  const data = parseInput(LoginInput, input);
  const user = await authDb.findUserByLogin(deps.db, data.username);
  const ok = await verifyPassword(user?.password ?? null, data.password);
  if (!user || !ok) throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  assertMaySignIn(user);
  await destroySession(deps, currentSessionId);
  if (user.twoFactorEnabled) {
    const token = await startChallenge(deps, req, user.id);
    return { token, body: { requiresTwoFactor: true as const, userId: user.id } };
  }
  const token = await startUserSession(deps, req, user.id);
  return { token, body: presentSelf(user) };
}

export function assertMaySignIn(user: User) {
  if (user.status === 'pending') throw new AppError(403, AUTH_MESSAGES.pending);
  if (user.status === 'rejected') throw new AppError(403, AUTH_MESSAGES.rejected);
}

/** Answers this browser's challenge; five wrong codes end it. */
export async function verifyTwoFactor(deps: Deps, req: Request, session: Session, input: unknown) {
  const data = parseInput(VerifyTwoFactorInput, input);
  if (!session?.pendingUserId || session.pendingUserId !== data.userId) {
    throw new AppError(401, AUTH_MESSAGES.noChallenge);
  }
  const user = await authDb.findUserById(deps.db, data.userId);
  if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw new AppError(401, AUTH_MESSAGES.noChallenge);
  assertMaySignIn(user);
  // Take one of the challenge's attempts before looking at the code: requests sent all at once
  // cannot share a count read earlier and so get more than five guesses.
  if (!(await authDb.takeChallengeAttempt(deps.db, session.id, data.userId, MAX_CHALLENGE_ATTEMPTS))) {
    await destroySession(deps, session.id);
    throw new AppError(401, AUTH_MESSAGES.tooManyAttempts);
  }
  const step = await checkTotp(deps.cipher.decrypt(user.twoFactorSecret), data.token, user.twoFactorLastStep);
  if (step === null) {
    const used = await authDb.challengeAttempts(deps.db, session.id);
    if (used === null || used >= MAX_CHALLENGE_ATTEMPTS) {
      await destroySession(deps, session.id);
      throw new AppError(401, AUTH_MESSAGES.tooManyAttempts);
    }
    throw new AppError(401, AUTH_MESSAGES.invalidCode);
  }
  if (!(await authDb.claimTotpStep(deps.db, user.id, step))) throw new AppError(401, AUTH_MESSAGES.invalidCode);
  await destroySession(deps, session.id);
  const token = await startUserSession(deps, req, user.id);
  return { token, body: presentSelf({ ...user, twoFactorLastStep: step }) };
}

/** Creates (or re-creates) a pending secret for a user who has not enabled 2FA yet. */
export async function setupTwoFactor(deps: Deps, viewer: User | null) {
  if (!viewer) throw unauthorized();
  if (viewer.twoFactorEnabled) throw badRequest('Two-factor authentication is already enabled');
  const secret = await newTotpSecret();
  await authDb.storePendingSecret(deps.db, viewer.id, deps.cipher.encrypt(secret));
  return { qrCode: await totpQrCode(secret, viewer.email), secret, userId: viewer.id };
}

export async function enableTwoFactor(deps: Deps, viewer: User | null, input: unknown) {
  if (!viewer) throw unauthorized();
  const data = parseInput(EnableTwoFactorInput, input);
  if (data.userId !== undefined && data.userId !== viewer.id) throw new AppError(403, 'You can only enable two-factor authentication for your own account');
  if (viewer.twoFactorEnabled) throw badRequest('Two-factor authentication is already enabled');
  const user = await ownAccount(deps, viewer);
  if (!user.twoFactorSecret) throw badRequest('Two-factor setup has not been started');
  const step = await checkTotp(deps.cipher.decrypt(user.twoFactorSecret), data.token, user.twoFactorLastStep);
  if (step === null) throw badRequest(AUTH_MESSAGES.invalidCode);
  const updated = await authDb.enableTwoFactor(deps.db, user.id, step);
  return { success: true, user: presentUser(updated) };
}

export async function disableTwoFactor(deps: Deps, viewer: User | null, input: unknown) {
  if (!viewer) throw unauthorized();
  const data = parseInput(DisableTwoFactorInput, input);
  const user = await ownAccount(deps, viewer);
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw badRequest('Two-factor authentication is not enabled');
  const step = await checkTotp(deps.cipher.decrypt(user.twoFactorSecret), data.token, user.twoFactorLastStep);
  if (step === null || !(await authDb.claimTotpStep(deps.db, user.id, step))) throw badRequest(AUTH_MESSAGES.invalidCode);
  const updated = await authDb.disableTwoFactor(deps.db, user.id);
  return { success: true, user: presentUser(updated) };
}

/** The viewer's own account as it is now (the session lookup may have read it before a change). */
async function ownAccount(deps: Deps, viewer: User) {
  const user = await authDb.findUserById(deps.db, viewer.id);
  if (!user) throw unauthorized();
  return user;
}
