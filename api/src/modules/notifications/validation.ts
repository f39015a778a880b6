import { z } from 'zod';
import { numeric } from '../../../../shared/validation/numeric.js';

export const NOTIFICATION_TYPES = ['task', 'project', 'ai', 'system', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NewNotification = {
  type: NotificationType;
  /** what happened: assigned, completed, approved, updated… */
  action: string;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
};

export const ListNotificationsInput = z.object({
  limit: numeric('limit must be a number from 1 to 200')
    .pipe(
      z.number().int('limit must be a number from 1 to 200').min(1, 'limit must be a number from 1 to 200').max(200, 'limit must be a number from 1 to 200'),
    )
    .default(50),
  unreadOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'unreadOnly must be true or false' })
    .optional()
    .transform((v) => v === true || v === 'true'),
});
