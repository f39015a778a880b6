import { randomBytes } from 'node:crypto';
import type { Deps, Viewer } from '../../graphql/context.js';
import { forbidden, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { ownProject, signedIn } from '../projects/service.js';
import { ProjectWebhookInput, WebhookInput } from '../../../../shared/webhooks/validation.js';
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
  return insertWithSecret(deps, viewer.id, { userId: viewer.id, projectId: null }, parseInput(WebhookInput, input));
}

/** GET /api/projects/{id}/webhooks: for the project's admins and owners (404 to a non-member, 403 below admin). */
export async function listProjectWebhooks(deps: Deps, viewer: Viewer, projectIdInput: unknown) {
  const project = await ownProject(deps, viewer, projectIdInput, webhookPolicy.canManageProjectHooks);
  return webhooks.findWebhooks(deps.db, webhookPolicy.projectWhere(project.id));
}

/**
 * A project's webhook belongs to the project: it hears the project's task and comment events whoever
 * acted, and outlives its maker's role and account.
 */
export async function createProjectWebhook(deps: Deps, viewer: Viewer, projectIdInput: unknown, input: unknown) {
  signedIn(viewer);
  const project = await ownProject(deps, viewer, projectIdInput, webhookPolicy.canManageProjectHooks);
  return insertWithSecret(deps, viewer.id, { userId: null, projectId: project.id }, parseInput(ProjectWebhookInput, input));
}

/** `owner`: a personal webhook's user, or a project's webhook's project (never both). */
type HookOwner = { userId: number; projectId: null } | { userId: null; projectId: number };

async function insertWithSecret(deps: Deps, createdById: number, owner: HookOwner, data: WebhookInput) {
  const url = await checkWebhookUrl(deps.config, data.url);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await webhooks.insertWebhook(deps.db, { ...owner, createdById, url, events: data.events.join(' '), secret: deps.cipher.encrypt(secret) });
  return { row, secret };
}

/** A webhook the viewer may read: 404 when they may not know of it, 403 for a project member below admin. */
async function readableWebhook(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Webhook');
  const row = id ? await webhooks.findWebhook(deps.db, id) : null;
  if (!row || !webhookPolicy.canSee(viewer, row)) throw notFound('Webhook');
  if (!webhookPolicy.canRead(viewer, row)) throw forbidden();
  return row;
}

export async function deleteWebhook(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await readableWebhook(deps, viewer, idInput);
  if (!webhookPolicy.canDelete(viewer, row)) throw forbidden();
  await webhooks.deleteWebhook(deps.db, row.id);
  return row;
}

/** GET /api/webhooks/{id}/deliveries: the newest deliveries first. */
export async function webhookDeliveries(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await readableWebhook(deps, viewer, idInput);
  return webhooks.findDeliveries(deps.db, row.id, DELIVERY_LOG_SIZE);
}
