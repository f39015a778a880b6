import type { Webhook, WebhookDelivery } from '../../generated/prisma-sqlite/client.js';

/** A webhook as lists show it: never its secret. */
export function presentWebhook(row: Webhook) {
  return {
    id: row.id,
    projectId: row.projectId,
    url: row.url,
    events: row.events.split(' ').filter(Boolean),
    enabled: row.enabled,
    consecutiveFailures: row.consecutiveFailures,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDelivery) {
  return {
    id: row.id,
    event: row.event,
    status: row.status as 'pending' | 'delivered' | 'failed',
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
