import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/client.js';
import { logger } from '../../lib/logger.js';
import { countPendingReminders, countWebhookDeliveries } from './repository.js';

export type AppMetrics = ReturnType<typeof createMetrics>;

/** The delivery states a webhook delivery is shown under (its `delivered` is `sent`). */
const WEBHOOK_STATES: Record<string, string> = { pending: 'pending', delivered: 'sent', failed: 'failed' };

/**
 * One registry per app instance (tests run several in one process): HTTP traffic, the reminder and
 * webhook queues (counted in the database at scrape time, so they are the deployment's, not this
 * instance's), offline sync failures and Node's process metrics.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: 'streamline_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'streamline_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const syncBatchFailures = new Counter({
    name: 'streamline_sync_batch_failures_total',
    help: 'Offline sync batch actions answered with an error, by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'streamline_reminders_pending',
    help: 'Reminders of open tasks waiting to fire (scheduled) and those already due but not delivered yet (due)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countPendingReminders(db, new Date()).catch(unreadable);
      if (!counts) return;
      this.set({ state: 'scheduled' }, counts.scheduled);
      this.set({ state: 'due' }, counts.due);
    },
  });
  new Gauge({
    name: 'streamline_webhook_deliveries',
    help: 'Webhook deliveries by status: sent, failed (given up) and pending',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countWebhookDeliveries(db).catch(unreadable);
      if (!counts) return;
      for (const [status, shown] of Object.entries(WEBHOOK_STATES)) this.set({ status: shown }, counts[status] ?? 0);
    },
  });
  return { registry, httpRequests, httpDuration, syncBatchFailures };
}

/** With the database away the queue gauges keep their last values; the scrape still answers. */
function unreadable(error: unknown) {
  logger.error({ error: String(error) }, 'metrics: database counts failed');
  return undefined;
}
