import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import * as subscriptions from './repository.js';
import { PUSH_MESSAGES, PushSubscriptionInput, PushUnsubscribeInput } from './validation.js';

/** GET /api/push/public-key: the VAPID key a browser subscribes with (applicationServerKey). */
export function pushPublicKey(deps: Deps) {
  return { publicKey: deps.config.vapid.publicKey };
}

/**
 * A push service's URL: https, without credentials, not a literal private or local address. http and
 * private addresses only with PUSH_ALLOW_PRIVATE_URLS (tests, a push service inside a private network).
 */
function checkedEndpoint(deps: Deps, raw: string) {
  if (!URL.canParse(raw)) throw badRequest(PUSH_MESSAGES.endpoint);
  const url = new URL(raw);
  if (deps.config.pushAllowPrivateUrls) {
    if (!['https:', 'http:'].includes(url.protocol)) throw badRequest(PUSH_MESSAGES.endpoint);
    return url.toString();
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.)/.test(host) ||
    /^(::1?|f[cd]|fe80)/i.test(host);
  if (url.protocol !== 'https:' || url.username || url.password || local) throw badRequest(PUSH_MESSAGES.endpoint);
  return url.toString();
}

/** POST /api/push/subscriptions: this browser receives the viewer's reminders. */
export async function subscribePush(deps: Deps, viewer: Viewer, input: unknown, userAgent: string | undefined) {
  signedIn(viewer);
  const { endpoint, keys } = parseInput(PushSubscriptionInput, input ?? {});
  const row = await subscriptions.savePushSubscription(deps.db, {
    userId: viewer.id,
    endpoint: checkedEndpoint(deps, endpoint),
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { id: row.id, endpoint: row.endpoint };
}

/** DELETE /api/push/subscriptions: this browser no longer receives them. */
export async function unsubscribePush(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { endpoint } = parseInput(PushUnsubscribeInput, input ?? {});
  const { count } = await subscriptions.deletePushSubscriptionOf(deps.db, viewer.id, endpoint);
  return { success: true, removed: count };
}
