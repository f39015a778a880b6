import { randomBytes } from 'node:crypto';
import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { signedIn } from '../projects/service.js';
import { findUser } from '../users/repository.js';
import { withMemberships } from '../members/viewerMemberships.js';
import { taskPolicy } from '../tasks/policy.js';
import { findTasksWithDeadlines } from '../tasks/repository.js';
import { dailySchedulePolicy } from '../schedule/policy.js';
import { findSchedulesFrom } from '../schedule/repository.js';
import type { ScheduleData } from '../schedule/types.js';
import { calendarFeedPolicy } from './policy.js';
import { feedIcs } from './ics.js';
import * as feeds from './repository.js';

/** How many past days of Today plans the feed keeps. */
const PAST_PLAN_DAYS = 14;
/** The secret in a feed URL: 24 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;
const urlOf = (deps: Deps, origin: string, token: string) => `${(deps.config.publicUrl ?? origin).replace(/\/+$/, '')}${feedPath(token)}`;

async function newFeed(deps: Deps, userId: number) {
  const token = randomBytes(24).toString('base64url');
  await feeds.replaceFeed(deps.db, userId, sha256(token), deps.cipher.encrypt(token));
  return token;
}

/** The viewer's feed URL; the first ask makes the feed. `origin`: this server as the client reached it (unless PUBLIC_URL says). */
export async function feedUrl(deps: Deps, viewer: Viewer, origin: string) {
  signedIn(viewer);
  const feed = await feeds.findFeedOf(deps.db, viewer.id);
  if (feed && calendarFeedPolicy.canRead(viewer, feed)) return urlOf(deps, origin, deps.cipher.decrypt(feed.token));
  return urlOf(deps, origin, await newFeed(deps, viewer.id));
}

/** A new secret URL for the viewer's feed: the old one stops working. */
export async function regenerateFeed(deps: Deps, viewer: Viewer, origin: string) {
  signedIn(viewer);
  const feed = await feeds.findFeedOf(deps.db, viewer.id);
  if (feed && !calendarFeedPolicy.canUpdate(viewer, feed)) throw notFound('Calendar feed');
  return urlOf(deps, origin, await newFeed(deps, viewer.id));
}

/** Ends the viewer's feed: its URL answers 404 from now on. */
export async function revokeFeed(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  const feed = await feeds.findFeedOf(deps.db, viewer.id);
  if (feed && calendarFeedPolicy.canDelete(viewer, feed)) await feeds.deleteFeed(deps.db, viewer.id);
}

/** The feed behind a secret, as iCalendar text; 404 for an unknown or revoked secret or a user who may no longer sign in. */
export async function feedCalendar(deps: Deps, tokenInput: string, now = new Date()) {
  const token = tokenInput.replace(/\.ics$/, '');
  const feed = TOKEN.test(token) ? await feeds.findFeedByTokenHash(deps.db, sha256(token)) : null;
  const user = feed ? await findUser(deps.db, feed.userId) : null;
  if (!user || user.status !== 'approved') throw notFound('Calendar feed');
  const owner = await withMemberships(deps.db, user);
  const from = new Date(now.getTime() - PAST_PLAN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [tasks, plans] = await Promise.all([
    findTasksWithDeadlines(deps.db, taskPolicy.readableWhere(owner)),
    findSchedulesFrom(deps.db, dailySchedulePolicy.readableWhere(owner), from),
  ]);
  return feedIcs({
    userId: owner.id,
    timeZone: owner.timeZone,
    tasks: tasks.map((t) => ({ ...t, dueDate: t.dueDate! })),
    plans: plans.map((p) => p.scheduleData as unknown as ScheduleData),
    now,
  });
}
