import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from './preferences.js';

const channelsOf = (event: NotificationEvent) =>
  z.strictObject(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean({ error: `${event}.${c} must be true or false` }).optional()])) as Record<
      NotificationChannel,
      z.ZodOptional<z.ZodBoolean>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `${event} takes inApp and email only` : `${event} must be an object like { "inApp": true, "email": false }`,
    },
  );

/** A change of notification preferences: any events, any channels of them; what is left out stays. */
export const NotificationPreferencesInput = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channelsOf(e).optional()])) as Record<NotificationEvent, z.ZodOptional<ReturnType<typeof channelsOf>>>,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `preferences take ${NOTIFICATION_EVENTS.join(', ')} only` : 'preferences must be an object'),
  },
);
