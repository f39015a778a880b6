import { apiRequest } from '../lib/http.ts';
import type { AuthUser } from './authApi.ts';
import { localStore } from '../lib/browserStorage.ts';

// The account's time zone starts as the server's default, UTC. The first time a user signs in on a
// browser in another zone, the account takes the browser's zone, unless the user has chosen one
// (in Settings, on this browser) or the account already has another zone than UTC. A user who
// wants UTC while abroad chooses it in Settings once.

const DEFAULT_ZONE = 'UTC';
const chosenKey = (userId: number) => `streamline.timeZoneChosen.${userId}`;

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Remembers on this browser that the user chose their zone themselves (Settings). */
export function rememberTimeZoneChosen(userId: number) {
  try {
    localStore.setItem(chosenKey(userId), '1');
  } catch {
    // private mode: the rule above still holds while the account is not on UTC
  }
}

function chosen(userId: number) {
  try {
    return localStore.getItem(chosenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** The zone to give the account now, or null to leave it as it is. */
export function zoneToAdopt(user: Pick<AuthUser, 'id' | 'timeZone'>, browser = browserTimeZone()): string | null {
  if (!browser || browser === DEFAULT_ZONE || user.timeZone === undefined || user.timeZone !== DEFAULT_ZONE || chosen(user.id)) return null;
  return browser;
}

/** Gives the account the browser's zone when the rule above says so; resolves with the user as it then is. */
export async function adoptBrowserTimeZone(user: AuthUser): Promise<AuthUser | null> {
  const zone = zoneToAdopt(user);
  if (!zone) return null;
  const saved = await apiRequest<AuthUser>('/api/settings/profile', { method: 'PUT', body: { timeZone: zone } });
  return { ...user, timeZone: saved.timeZone };
}
