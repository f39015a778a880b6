import { z } from 'zod';

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be the push service URL of the subscription (https)',
  keys: 'keys must hold the subscription keys p256dh and auth (base64url)',
} as const;

const base64url = z
  .string({ error: PUSH_MESSAGES.keys })
  .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys)
  .min(8, PUSH_MESSAGES.keys)
  .max(200, PUSH_MESSAGES.keys);
const endpoint = z.string({ error: PUSH_MESSAGES.endpoint }).trim().min(1, PUSH_MESSAGES.endpoint).max(2000, PUSH_MESSAGES.endpoint);

/** A browser's PushSubscription.toJSON(). */
export const PushSubscriptionInput = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: PUSH_MESSAGES.keys }),
});

export const PushUnsubscribeInput = z.object({ endpoint });
