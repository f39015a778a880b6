import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../../../shared/notifications/preferences.js';
import { NotificationPreferencesInput } from '../../../../shared/notifications/validation.js';
import { isoDateTime, JsonValue, type ApiModule } from '../../http/openapi/apiRoute.js';
import { ListNotificationsInput } from './validation.js';

/** A notification as the client sees it (present.ts). */
const NotificationBody = z
  .strictObject({
    id: z.number().int(),
    type: z.string().meta({ description: 'system, task, project, ai or other' }),
    action: z.string(),
    title: z.string(),
    message: z.string(),
    timestamp: isoDateTime,
    read: z.boolean(),
    // an imported notification keeps the data its file had, whatever JSON it was
    data: JsonValue.nullable().meta({ description: 'what it is about (a task id, a project id…)' }),
  })
  .meta({ id: 'Notification' });

const Channels = z.strictObject(Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])));
/** Each event's channels on or off (preferences.ts). */
const PreferencesBody = z.strictObject(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, Channels]))).meta({ id: 'NotificationPreferences' });

export const notificationsApi: ApiModule = {
  tag: 'Notifications',
  routes: [
    { method: 'get', path: '/notifications', summary: "The viewer's notifications", query: ListNotificationsInput, response: z.array(NotificationBody) },
    { method: 'get', path: '/notifications/unread-count', summary: 'How many are unread', response: z.strictObject({ unreadCount: z.number().int() }) },
    { method: 'get', path: '/notifications/preferences', summary: 'Which notifications the viewer gets', response: PreferencesBody },
    {
      method: 'put',
      path: '/notifications/preferences',
      summary: 'Change which notifications the viewer gets',
      body: NotificationPreferencesInput,
      response: PreferencesBody,
    },
    {
      method: 'post',
      path: '/notifications/read-all',
      summary: 'Mark all read',
      response: z.strictObject({ success: z.literal(true), updated: z.number().int() }),
    },
    { method: 'patch', path: '/notifications/:id/read', summary: 'Mark one read', response: NotificationBody },
    { method: 'delete', path: '/notifications', summary: 'Clear all', response: z.strictObject({ success: z.literal(true), deleted: z.number().int() }) },
  ],
};
