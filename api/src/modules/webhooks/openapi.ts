import { z } from 'zod';
import { PROJECT_WEBHOOK_EVENTS, WEBHOOK_EVENTS, WebhookInput } from '../../../../shared/webhooks/validation.js';
import { DeletedBody, isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

/** A webhook as lists show it (present.ts): never its secret. */
const WebhookBody = z
  .strictObject({
    id: z.number().int(),
    projectId: z.number().int().nullable().meta({ description: "a project's webhook: the project; null for a personal one" }),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    consecutiveFailures: z.number().int(),
    disabledAt: isoDateTime.nullable().meta({ description: 'when repeated failures turned it off' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Webhook' });

const NewWebhookBody = WebhookBody.extend({ secret: z.string().meta({ description: 'the signing secret: shown this once' }) }).meta({ id: 'NewWebhook' });

const ProjectWebhookBody = z
  .strictObject({ url: WebhookInput.shape.url, events: z.array(z.enum(PROJECT_WEBHOOK_EVENTS)).min(1) })
  .meta({ id: 'ProjectWebhookInput', description: "a project's webhook hears its tasks' and comments' events" });

const DeliveryBody = z
  .strictObject({
    id: z.number().int(),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable().meta({ description: "the receiver's last HTTP status" }),
    lastError: z.string().nullable(),
    nextAttemptAt: isoDateTime.nullable().meta({ description: 'a pending delivery: when it is tried next' }),
    createdAt: isoDateTime,
    deliveredAt: isoDateTime.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

export const webhooksApi: ApiModule = {
  tag: 'Webhooks',
  description:
    "Webhooks (managed from a browser session only). A personal webhook hears the events of the tasks its user made and of every task in the projects its user owns, while its user is a member of the task's project; reminders only its user's own. A personal webhook is deleted with its user. A project's webhook belongs to the project: it hears the events of the project's tasks and comments whoever acted, and keeps delivering when its maker leaves the project, loses their role or their account; its admins and owners list, add and delete it and read its log.",
  routes: [
    { method: 'get', path: '/webhooks', summary: "The viewer's webhooks", response: z.array(WebhookBody) },
    {
      method: 'post',
      path: '/webhooks',
      summary: 'Add a webhook (its signing secret is shown this once)',
      body: WebhookInput,
      status: 201,
      response: NewWebhookBody,
    },
    { method: 'delete', path: '/webhooks/:id', summary: "Delete a webhook (a project's: its admins and owners)", response: DeletedBody },
    {
      method: 'get',
      path: '/webhooks/:id/deliveries',
      summary: "A webhook's delivery log (a project's: its admins and owners)",
      response: z.array(DeliveryBody),
    },
    { method: 'get', path: '/projects/:id/webhooks', summary: "A project's webhooks (its admins and owners)", response: z.array(WebhookBody) },
    {
      method: 'post',
      path: '/projects/:id/webhooks',
      summary: "Add a project's webhook (its admins and owners; the signing secret is shown this once)",
      body: ProjectWebhookBody,
      status: 201,
      response: NewWebhookBody,
    },
  ],
};
