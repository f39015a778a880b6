import { z } from 'zod';
import { type ApiModule } from '../../http/openapi/apiRoute.js';
import { PushSubscriptionInput, PushUnsubscribeInput } from './validation.js';

export const pushApi: ApiModule = {
  tag: 'Push',
  description: 'Web push subscriptions of this browser.',
  routes: [
    {
      method: 'get',
      path: '/push/public-key',
      summary: "The server's VAPID public key",
      public: true,
      response: z.strictObject({ publicKey: z.string().nullable() }),
    },
    {
      method: 'post',
      path: '/push/subscriptions',
      summary: 'Subscribe this browser',
      body: PushSubscriptionInput,
      status: 201,
      response: z.strictObject({ id: z.number().int(), endpoint: z.string() }),
    },
    {
      method: 'delete',
      path: '/push/subscriptions',
      summary: 'Unsubscribe this browser',
      body: PushUnsubscribeInput,
      response: z.strictObject({ success: z.literal(true), removed: z.number().int() }),
    },
  ],
};
