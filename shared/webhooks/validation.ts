import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';

/**
 * The events a webhook can subscribe to. comment.created is listed for the comments feature, which
 * sends it once it is merged.
 */
export const WEBHOOK_EVENTS = ['task.created', 'task.updated', 'task.completed', 'task.deleted', 'reminder.fired', 'comment.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a project's webhook hears: its tasks' and comments' events (a reminder is its user's own). */
export const PROJECT_WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.completed',
  'task.deleted',
  'comment.created',
] as const satisfies readonly WebhookEvent[];

export const WEBHOOK_URL_MAX = 2048;

export const WEBHOOK_MESSAGES = {
  url: 'URL is required',
  urlScheme: 'URL must start with https://',
  urlInvalid: 'Please enter a valid URL',
  urlMax: `URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'URL must not contain a user name or password',
  urlPrivate: 'URL must not point to a private, local or loopback network address',
  events: 'Choose at least one event',
  eventUnknown: `Events must be among ${WEBHOOK_EVENTS.join(', ')}`,
  projectEvent: `A project's webhook hears only ${PROJECT_WEBHOOK_EVENTS.join(', ')}`,
} as const;

export const WebhookInput = z.object({
  url: singleLine(z.string({ error: WEBHOOK_MESSAGES.url }).trim(), 'URL')
    .min(1, WEBHOOK_MESSAGES.url)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlMax)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', WEBHOOK_MESSAGES.urlInvalid),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .transform((events) => [...new Set(events)]),
});
export type WebhookInput = z.infer<typeof WebhookInput>;

/** A project's webhook: the same fields, its events those of the project's tasks and comments. */
export const ProjectWebhookInput = WebhookInput.refine((v) => v.events.every((e) => (PROJECT_WEBHOOK_EVENTS as readonly WebhookEvent[]).includes(e)), {
  message: WEBHOOK_MESSAGES.projectEvent,
  path: ['events'],
});
