import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import * as deliveries from './repository.js';
import { postDelivery } from './send.js';
import { signatureOf } from './signature.js';

const BATCH = 50;
const PARALLEL = 8;
/** Wait before attempt n+1: the base (30 s by default), doubling, at most an hour. */
export const retryDelayMs = (baseMs: number, attempts: number) => Math.min(baseMs * 2 ** (attempts - 1), 60 * 60_000);

type Claimed = Awaited<ReturnType<typeof deliveries.deliveriesToSend>>[number];

/** Sends one claimed delivery and records the outcome; too many failures in a row disable its webhook. */
async function deliver(deps: Deps, instance: string, d: Claimed) {
  if (d.claimedBy !== instance || !d.leaseUntil || d.leaseUntil.getTime() <= Date.now() || !d.webhook.enabled) return;
  const { maxFailures, retryBaseMs } = deps.config.webhooks;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    'user-agent': 'Streamline-Webhooks/1',
    'x-streamline-event': d.event,
    'x-streamline-delivery': String(d.id),
    'x-streamline-timestamp': timestamp,
    'x-streamline-signature': signatureOf(deps.cipher.decrypt(d.webhook.secret), timestamp, d.body),
  };
  const result = await postDelivery(deps.config, d.webhook.url, headers, d.body);
  const attempts = d.attempts + 1;
  const outcome = { responseStatus: result.status, lastError: result.error };
  if (result.ok) return deliveries.markDelivered(deps.db, d.id, d.webhookId, instance, attempts, outcome);
  const givenUp = attempts >= maxFailures;
  const failures = await deliveries.recordFailure(deps.db, d.id, d.webhookId, instance, {
    ...outcome,
    attempts,
    status: givenUp ? 'failed' : 'pending',
    nextAttemptAt: new Date(Date.now() + retryDelayMs(retryBaseMs, attempts)),
  });
  logger.info({ deliveryId: d.id, webhookId: d.webhookId, attempts, error: result.error }, 'webhook delivery failed');
  if (failures >= maxFailures) {
    await deliveries.disableWebhook(deps.db, d.webhookId, new Date());
    logger.warn({ webhookId: d.webhookId, failures }, 'webhook disabled after repeated failures');
  }
}

export async function deliverDueWebhooks(deps: Deps, instance: string) {
  const { provider, webhooks } = deps.config;
  for (;;) {
    const now = new Date();
    const ids = await deliveries.claimDueDeliveries(deps.db, provider, instance, now, new Date(now.getTime() + webhooks.leaseMs), BATCH);
    const queue = await deliveries.deliveriesToSend(deps.db, ids);
    const lane = async () => {
      for (let d = queue.shift(); d !== undefined; d = queue.shift()) {
        try {
          await deliver(deps, instance, d);
        } catch (error) {
          // the database went away mid-delivery: the lease runs out and the delivery is claimed again
          logger.error({ deliveryId: d.id, error: String(error) }, 'webhook delivery failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, lane));
    if (ids.length < BATCH) return;
  }
}

/**
 * Every instance runs this loop, as the reminders' does: every WEBHOOK_POLL_MS it claims due
 * deliveries with a lease in the database, so each is sent once however many instances run, and
 * again by another instance when the one holding it died. Stopping waits, then gives back its claims.
 */
export function startWebhookWorker(deps: Deps) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = deliverDueWebhooks(deps, instance)
      .catch((error) => logger.error({ error: String(error) }, 'webhook poll failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, deps.config.webhooks.pollMs);
    timer.unref();
  };
  schedule();
  return {
    instance,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await deliveries.releaseClaims(deps.db, instance).catch(() => undefined);
    },
  };
}
