import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change which reminders: whoever may see the task, today its owner (who owns the reminder too). */
export const reminderPolicy = {
  canRead: owns,
  canUpdate: owns,
  readableWhere: (viewer: Viewer): Prisma.ReminderWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
