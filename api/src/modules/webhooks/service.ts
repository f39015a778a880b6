import { randomBytes } from 'node:crypto';
import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { signedIn } from '../projects/service.js';
import { WebhookInput } from '../../../../shared/webhooks/validation.js';
import { webhookPolicy } from './policy.js';
import * as webhooks from './repository.js';
import { checkWebhookUrl } from './targetGuard.js';

/** The delivery log shows this many of a webhook's newest deliveries. */
export const DELIVERY_LOG_SIZE = 50;

export async function listWebhooks(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return webhooks.findWebhooks(deps.db, webhookPolicy.readableWhere(viewer));
}

/** A new webhook; the answer holds its signing secret, which is never shown again. */
export async function createWebhook(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(WebhookInput, input);
  const url = await checkWebhookUrl(deps.config, data.url);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await webhooks.insertWebhook(deps.db, { userId: viewer.id, url, events: data.events.join(' '), secret: deps.cipher.encrypt(secret) });
  return { row, secret };
}

async function readableWebhook(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Webhook');
  const row = id ? await webhooks.findWebhook(deps.db, id) : null;
  if (!row || !webhookPolicy.canRead(viewer, row)) throw notFound('Webhook');
  return row;
}

export async function deleteWebhook(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await readableWebhook(deps, viewer, idInput);
  if (!webhookPolicy.canDelete(viewer, row)) throw notFound('Webhook');
  await webhooks.deleteWebhook(deps.db, row.id);
  return row;
}

/** GET /api/webhooks/{id}/deliveries: the newest deliveries first. */
export async function webhookDeliveries(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await readableWebhook(deps, viewer, idInput);
  return webhooks.findDeliveries(deps.db, row.id, DELIVERY_LOG_SIZE);
}
