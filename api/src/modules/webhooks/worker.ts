import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import { backoffMs, holdsLease, runDue, startLeaseWorker, type LeaseJob } from '../../lib/leaseWorker.js';
import * as deliveries from './repository.js';
import { postDelivery } from './send.js';
import { signatureOf } from './signature.js';

const BATCH = 50;
const PARALLEL = 8;
/** Wait before attempt n+1: the base (30 s by default), doubling, at most an hour. */
export const retryDelayMs = (baseMs: number, attempts: number) => backoffMs(baseMs, attempts, 60 * 60_000);

type Claimed = Awaited<ReturnType<typeof deliveries.deliveriesToSend>>[number];

/** Sends one claimed delivery and records the outcome; too many failures in a row disable its webhook. */
async function deliver(deps: Deps, instance: string, d: Claimed) {
  if (!holdsLease(d, instance) || !d.webhook.enabled) return;
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

/** Webhook deliveries as a lease job: claimed in the database, so each is sent once across instances. */
function webhookJob(deps: Deps): LeaseJob<Claimed> {
  const { provider, webhooks } = deps.config;
  return {
    name: 'webhook',
    idField: 'deliveryId',
    batch: BATCH,
    parallel: PARALLEL,
    pollMs: webhooks.pollMs,
    leaseMs: webhooks.leaseMs,
    claim: (instance, now, leaseUntil, limit) => deliveries.claimDueDeliveries(deps.db, provider, instance, now, leaseUntil, limit),
    load: (ids) => deliveries.deliveriesToSend(deps.db, ids),
    handle: (instance, d) => deliver(deps, instance, d),
    release: (instance) => deliveries.releaseClaims(deps.db, instance),
  };
}

export function deliverDueWebhooks(deps: Deps, instance: string) {
  return runDue(webhookJob(deps), instance);
}

/** Every instance runs this loop (every WEBHOOK_POLL_MS), as the reminders' does. */
export function startWebhookWorker(deps: Deps) {
  return startLeaseWorker(webhookJob(deps));
}
