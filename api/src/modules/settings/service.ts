import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, conflict, parseInput, unauthorized } from '../../lib/errors.js';
import { hashPassword, hasPassword, verifyPassword } from '../auth/passwords.js';
import { destroyUserSessions } from '../auth/sessions.js';
import { presentSelf } from '../users/present.js';
import { findUser } from '../users/repository.js';
import * as settingsDb from './repository.js';
import { aiProviderInfo } from './aiProvider.js';
import { afterTimeZoneChange } from '../tasks/deadlineChange.js';
import { PasswordChangeInput, PasswordSetInput, PreferencesInput, ProfileInput, SETTINGS_MESSAGES } from '../../../../shared/settings/validation.js';

export function assertSignedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

export async function preferences(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  const settings = await settingsDb.settingsOf(deps.db, viewer.id);
  return { notificationSound: settings.notificationSound, aiProvider: aiProviderInfo(deps.config) };
}

export async function getSettings(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return { profile: presentSelf(await ownAccount(deps, viewer)), ...(await preferences(deps, viewer)) };
}

/** The viewer's own account as it is now (the session lookup may have read it before a change). */
async function ownAccount(deps: Deps, viewer: NonNullable<Viewer>) {
  const user = await findUser(deps.db, viewer.id);
  if (!user) throw unauthorized();
  return user;
}

export async function updateProfile(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(ProfileInput, input);
  if (data.email !== undefined) {
    if (await settingsDb.emailTakenByAnother(deps.db, data.email, viewer.id)) throw conflict(SETTINGS_MESSAGES.emailTaken);
  }
  try {
    const updated = await settingsDb.updateProfile(deps.db, viewer.id, data);
    if (data.timeZone !== undefined && data.timeZone !== viewer.timeZone) await afterTimeZoneChange(deps.db, viewer.id);
    return updated;
  } catch (err) {
    // two accounts racing for the same address
    if ((err as { code?: string }).code === 'P2002') throw conflict(SETTINGS_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * Checks the current password, stores the new one and signs the user out everywhere else. An account
 * made by single sign-on has no current password: its first one needs only the new one.
 */
export async function changePassword(deps: Deps, viewer: Viewer, sessionId: string | null, input: unknown) {
  assertSignedIn(viewer);
  const user = await ownAccount(deps, viewer);
  if (!hasPassword(user.password)) {
    const { newPassword } = parseInput(PasswordSetInput, input);
    await settingsDb.setPasswordHash(deps.db, user.id, await hashPassword(newPassword));
    await destroyUserSessions(deps, user.id, sessionId);
    return { success: true as const };
  }
  const data = parseInput(PasswordChangeInput, input);
  if (!(await verifyPassword(user.password, data.currentPassword))) {
    throw new AppError(400, SETTINGS_MESSAGES.currentPasswordWrong);
  }
  if (data.currentPassword === data.newPassword) throw new AppError(400, SETTINGS_MESSAGES.samePassword);
  await settingsDb.setPasswordHash(deps.db, user.id, await hashPassword(data.newPassword));
  await destroyUserSessions(deps, user.id, sessionId);
  return { success: true as const };
}

export async function updatePreferences(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(PreferencesInput, input);
  await settingsDb.saveSettings(deps.db, viewer.id, data);
  return preferences(deps, viewer);
}
