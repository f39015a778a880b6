import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, conflict, parseInput, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { destroyUserSessions } from '../auth/sessions.js';
import { presentUser } from '../users/present.js';
import { aiProviderInfo } from './aiProvider.js';
import { PasswordChangeInput, PreferencesInput, ProfileInput, SETTINGS_MESSAGES } from '../../../../shared/settings/validation.js';

export function assertSignedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

/** The settings row, created with its defaults the first time it is needed. */
export async function userSettings(deps: Deps, userId: number) {
  return deps.db.userSettings.upsert({ where: { userId }, create: { userId }, update: {} });
}

export async function preferences(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  const settings = await userSettings(deps, viewer.id);
  return { notificationSound: settings.notificationSound, aiProvider: aiProviderInfo(deps.config) };
}

export async function getSettings(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  return { profile: presentUser(user), ...(await preferences(deps, viewer)) };
}

export async function updateProfile(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(ProfileInput, input);
  if (data.email !== undefined) {
    const taken = await deps.db.user.findFirst({ where: { email: data.email, id: { not: viewer.id } }, select: { id: true } });
    if (taken) throw conflict(SETTINGS_MESSAGES.emailTaken);
  }
  try {
    return await deps.db.user.update({ where: { id: viewer.id }, data });
  } catch (err) {
    // two accounts racing for the same address
    if ((err as { code?: string }).code === 'P2002') throw conflict(SETTINGS_MESSAGES.emailTaken);
    throw err;
  }
}

/** Checks the current password, stores the new one and signs the user out everywhere else. */
export async function changePassword(deps: Deps, viewer: Viewer, sessionId: string | null, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(PasswordChangeInput, input);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  if (!(await verifyPassword(user.password, data.currentPassword))) {
    throw new AppError(400, SETTINGS_MESSAGES.currentPasswordWrong);
  }
  if (data.currentPassword === data.newPassword) throw new AppError(400, SETTINGS_MESSAGES.samePassword);
  await deps.db.user.update({ where: { id: user.id }, data: { password: await hashPassword(data.newPassword) } });
  await destroyUserSessions(deps, user.id, sessionId);
  return { success: true as const };
}

export async function updatePreferences(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(PreferencesInput, input);
  await deps.db.userSettings.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...data }, update: data });
  return preferences(deps, viewer);
}
