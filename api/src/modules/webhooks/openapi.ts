import { z } from 'zod';
import { WebhookInput } from '../../../../shared/webhooks/validation.js';
import { anyObject, DeletedBody, type ApiModule } from '../../http/openapi/apiRoute.js';

export const webhooksApi: ApiModule = {
  tag: 'Webhooks',
  description: "The viewer's webhooks (managed from a browser session only).",
  routes: [
    { method: 'get', path: '/webhooks', summary: "The viewer's webhooks", response: z.array(anyObject('A webhook')) },
    {
      method: 'post',
      path: '/webhooks',
      summary: 'Add a webhook (its signing secret is shown this once)',
      body: WebhookInput,
      status: 201,
      response: z.looseObject({ secret: z.string() }),
    },
    { method: 'delete', path: '/webhooks/:id', summary: 'Delete a webhook', response: DeletedBody },
    { method: 'get', path: '/webhooks/:id/deliveries', summary: "A webhook's delivery log", response: z.array(anyObject('A delivery')) },
  ],
};
