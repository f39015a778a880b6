import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import * as subscriptions from './repository.js';

/**
 * What the service worker shows (web/public/sw-push.js reads it). `userId` is whose reminder it is: an
 * action taken on it offline is queued as that user's, replayed only with their session.
 */
export type PushMessage = { title: string; body: string; tag: string; taskId: number; url: string; userId: number };

const GONE = new Set([404, 410]);

/**
 * Sends the message to every browser the user subscribed. A subscription the push service says is
 * gone (404, 410) is removed; any other failure throws after the others were tried, so the reminder
 * is retried (a browser that got it already gets the same tag again, which replaces the shown one).
 */
export async function pushToUser(deps: Deps, userId: number, message: PushMessage) {
  const { publicKey, privateKey, subject } = deps.config.vapid;
  const failures: string[] = [];
  // loaded on first use: most instances never send a push
  const { default: webPush } = await import('web-push');
  for (const sub of await subscriptions.findPushSubscriptionsOfUser(deps.db, userId)) {
    try {
      // web-push encrypts and signs; the request itself goes through fetch, which speaks http:// too (a local push service)
      const request = webPush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(message), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: 24 * 3600,
      });
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer<ArrayBuffer>,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status > 299) throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && GONE.has(status)) {
        await subscriptions.deletePushSubscription(deps.db, sub.id);
        logger.info({ userId, status }, 'push subscription gone: removed');
      } else failures.push(status ? `HTTP ${status}` : String(error));
    }
  }
  if (failures.length) throw new Error(`push failed: ${failures.join(', ')}`);
}
