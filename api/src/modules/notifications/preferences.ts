import type { Db } from '../../db/client.js';
import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import * as notifications from './repository.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../../../shared/notifications/preferences.js';
import { NotificationPreferencesInput } from '../../../../shared/notifications/validation.js';

type Row = Awaited<ReturnType<typeof notifications.findPreferences>>[number];
type Columns = Omit<Row, 'userId' | 'updatedAt'>;

const columnOf = (event: NotificationEvent, channel: NotificationChannel) => `${event}${channel === 'inApp' ? 'InApp' : 'Email'}` as keyof Columns;

function preferencesFrom(row: Row | undefined): NotificationPreferences {
  const out = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  if (row) for (const e of NOTIFICATION_EVENTS) for (const c of NOTIFICATION_CHANNELS) out[e][c] = row[columnOf(e, c)];
  return out;
}

/** Each user's preferences (the defaults for a user who never chose). */
export async function preferencesByUser(db: Db, userIds: number[]): Promise<Map<number, NotificationPreferences>> {
  const rows = new Map((await notifications.findPreferences(db, userIds)).map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, preferencesFrom(rows.get(id))]));
}

/** GET /api/notifications/preferences: the viewer's choice of in-app and e-mail per event. */
export async function viewerPreferences(deps: Deps, viewer: Viewer): Promise<NotificationPreferences> {
  signedIn(viewer);
  return (await preferencesByUser(deps.db, [viewer.id])).get(viewer.id)!;
}

/** PUT /api/notifications/preferences: changes the events and channels sent; the others stay. */
export async function updatePreferences(deps: Deps, viewer: Viewer, input: unknown): Promise<NotificationPreferences> {
  signedIn(viewer);
  const change = parseInput(NotificationPreferencesInput, input ?? {});
  const next = await viewerPreferences(deps, viewer);
  for (const e of NOTIFICATION_EVENTS) for (const c of NOTIFICATION_CHANNELS) next[e][c] = change[e]?.[c] ?? next[e][c];
  const columns = {} as Columns;
  for (const e of NOTIFICATION_EVENTS) for (const c of NOTIFICATION_CHANNELS) columns[columnOf(e, c)] = next[e][c];
  await notifications.upsertPreference(deps.db, viewer.id, columns);
  return next;
}
