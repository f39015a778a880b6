import { ReminderSettingsInput, SnoozeInput } from '../../../../shared/reminders/validation.js';
import { z } from 'zod';
import type { ApiModule } from '../../http/openapi/apiRoute.js';
import { TaskBody } from '../tasks/openapi.js';

/** Each reminder channel on or off, and the default reminder (service.ts settingsOf). */
const Settings = z
  .strictObject({
    inApp: z.boolean(),
    email: z.boolean(),
    push: z.boolean(),
    defaultOffsetMinutes: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'the reminder a task gets with its first deadline: minutes before it is due, or none' }),
  })
  .meta({ id: 'ReminderSettings' });

export const remindersApi: ApiModule = {
  tag: 'Reminders',
  routes: [
    { method: 'get', path: '/reminders/settings', summary: "How the viewer's reminders arrive", response: Settings },
    { method: 'put', path: '/reminders/settings', summary: "Change how the viewer's reminders arrive", body: ReminderSettingsInput, response: Settings },
    { method: 'post', path: '/tasks/:id/snooze', summary: "Snooze a task's reminder", body: SnoozeInput, response: TaskBody },
  ],
};
