import { ReminderSettingsInput, SnoozeInput } from '../../../../shared/reminders/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { TaskBody } from '../tasks/openapi.js';

const Settings = anyObject('Each reminder channel on or off, and the default reminder');

export const remindersApi: ApiModule = {
  tag: 'Reminders',
  routes: [
    { method: 'get', path: '/reminders/settings', summary: "How the viewer's reminders arrive", response: Settings },
    { method: 'put', path: '/reminders/settings', summary: "Change how the viewer's reminders arrive", body: ReminderSettingsInput, response: Settings },
    { method: 'post', path: '/tasks/:id/snooze', summary: "Snooze a task's reminder", body: SnoozeInput, response: TaskBody },
  ],
};
