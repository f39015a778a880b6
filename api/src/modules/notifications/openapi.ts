import { z } from 'zod';
import { NotificationPreferencesInput } from '../../../../shared/notifications/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { ListNotificationsInput } from './validation.js';

const Notification = anyObject('A notification');
const Preferences = anyObject('Which notifications the viewer gets');

export const notificationsApi: ApiModule = {
  tag: 'Notifications',
  routes: [
    { method: 'get', path: '/notifications', summary: "The viewer's notifications", query: ListNotificationsInput, response: z.array(Notification) },
    { method: 'get', path: '/notifications/unread-count', summary: 'How many are unread', response: z.object({ unreadCount: z.number().int() }) },
    { method: 'get', path: '/notifications/preferences', summary: 'Which notifications the viewer gets', response: Preferences },
    {
      method: 'put',
      path: '/notifications/preferences',
      summary: 'Change which notifications the viewer gets',
      body: NotificationPreferencesInput,
      response: Preferences,
    },
    { method: 'post', path: '/notifications/read-all', summary: 'Mark all read', response: z.object({ success: z.literal(true), updated: z.number().int() }) },
    { method: 'patch', path: '/notifications/:id/read', summary: 'Mark one read', response: Notification },
    { method: 'delete', path: '/notifications', summary: 'Clear all', response: z.object({ success: z.literal(true), deleted: z.number().int() }) },
  ],
};
