import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { taskPolicy } from '../tasks/policy.js';

/** What the task policy needs of a reminder's task. */
type ReminderAccess = { task: Parameters<typeof taskPolicy.canRead>[1] };

/**
 * Who may see which reminders: whoever may read the task. A reminder is a part of its task (the
 * task's write sets them, the REST task carries them, offline edits merge them as a field) and goes
 * to the task's creator; each member's own notification channels are their reminder settings.
 */
export const reminderPolicy = {
  canRead: (viewer: Viewer, reminder: ReminderAccess) => taskPolicy.canRead(viewer, reminder.task),
  readableWhere: (viewer: Viewer): Prisma.ReminderWhereInput => ({ task: taskPolicy.readableWhere(viewer) }),
};
