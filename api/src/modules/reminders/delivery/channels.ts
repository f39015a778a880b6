import type { Deps } from '../../../graphql/context.js';
import { sendMail } from '../../email/service.js';
import { textToHtml } from '../../email/html.js';
import { notify } from '../../notifications/service.js';
import { pushToUser } from '../../push/send.js';
import type { Channel } from '../repository.js';
import { reminderText } from './message.js';

export type DueReminder = {
  id: number;
  task: { id: number; name: string; dueDate: Date | null; dueTime: string | null };
  user: { id: number; email: string; name: string | null; username: string; timeZone: string };
};

/** Each channel sends one reminder, or throws so that it is tried again later. */
export const CHANNELS: Record<Channel, (deps: Deps, reminder: DueReminder) => Promise<void>> = {
  async app(deps, r) {
    const { title, body } = reminderText(r, deps.config.publicUrl);
    const row = await notify(deps, r.user.id, { type: 'task', action: 'reminder', title, message: body, data: { taskId: r.task.id, reminderId: r.id } });
    if (!row) throw new Error('the notification could not be stored');
  },
  async email(deps, r) {
    const { title, body, url } = reminderText(r, deps.config.publicUrl);
    const text = [`${r.task.name}`, body, `Open it: ${url}`, 'You can turn reminder e-mails off in Settings.'].join('\n\n');
    await sendMail(deps, { to: { name: r.user.name ?? r.user.username, address: r.user.email }, subject: title, text, html: textToHtml(text, title) });
  },
  async push(deps, r) {
    const { title, body, url } = reminderText(r, deps.config.publicUrl);
    await pushToUser(deps, r.user.id, { title, body, tag: `reminder-${r.task.id}`, taskId: r.task.id, url, userId: r.user.id });
  },
};
