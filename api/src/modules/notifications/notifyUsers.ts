import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import { sendMail } from '../email/service.js';
import { textToHtml } from '../email/html.js';
import type { NotificationEvent } from '../../../../shared/notifications/preferences.js';
import { preferencesByUser } from './preferences.js';
import { notify } from './service.js';
import * as notifications from './repository.js';

/** Something that happened to a task, told to the people it concerns. */
export type TaskEvent = {
  /** which of the recipient's preferences decides the channels */
  event: NotificationEvent;
  /** names this event: a recipient hears of one key once, whatever happens later (an edit, a repeat) */
  key: string;
  /** who did it: never told of their own action */
  actorId: number | null;
  /** what it is about: the notification opens /tasks/{taskId} */
  taskId: number;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** the recipients already got an e-mail of it (the assignment e-mail itself): no second one */
  emailed?: boolean;
  /** false when the recipients cannot open the task (not members of its project): no link to it */
  linked?: boolean;
};

const ACTION: Record<NotificationEvent, string> = {
  assigned: 'assigned',
  mentioned: 'mentioned',
  followedCompleted: 'completed',
  followedCommented: 'commented',
};

/** The path of the screen a notification about a task opens. */
export const taskPath = (taskId: number) => `/tasks/${taskId}`;

/**
 * Tells `recipients` of `event` with manners: never the actor, never twice for the same key, in the
 * app and by e-mail as each recipient chose. Answers who was told. Never throws: a lost notification
 * must not undo the change that caused it.
 */
export async function notifyUsers(deps: Deps, event: TaskEvent, recipients: Iterable<number>): Promise<number[]> {
  const ids = [...new Set(recipients)].filter((id) => id !== event.actorId);
  if (!ids.length) return [];
  const told: number[] = [];
  try {
    const [users, preferences] = await Promise.all([notifications.recipientsByIds(deps.db, ids), preferencesByUser(deps.db, ids)]);
    const path = taskPath(event.taskId);
    for (const user of users) {
      const wants = preferences.get(user.id)![event.event];
      const email = wants.email && !event.emailed;
      if (!wants.inApp && !email) continue;
      if (!(await notifications.claimNotifiedEvent(deps.db, user.id, event.key))) continue;
      if (wants.inApp) {
        await notify(deps, user.id, {
          type: 'task',
          action: ACTION[event.event],
          title: event.title,
          message: event.message,
          data: event.linked === false ? { ...event.data } : { ...event.data, taskId: event.taskId, path },
        });
      }
      if (email) await emailOf(deps, user, event, path);
      told.push(user.id);
    }
  } catch (error) {
    logger.error({ key: event.key, error: String(error) }, 'notifying users failed');
  }
  return told;
}

async function emailOf(deps: Deps, user: { email: string; name: string | null; username: string }, event: TaskEvent, path: string) {
  const url = deps.config.publicUrl ? `${deps.config.publicUrl.replace(/\/+$/, '')}${path}` : path;
  const text = [event.message, `Open it: ${url}`, 'You can choose which notifications you get by e-mail in Settings.'].join('\n\n');
  try {
    await sendMail(deps, { to: { name: user.name ?? user.username, address: user.email }, subject: event.title, text, html: textToHtml(text, event.title) });
  } catch (error) {
    logger.error({ key: event.key, error: String(error) }, 'notification e-mail failed');
  }
}
