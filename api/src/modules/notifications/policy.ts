import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change which notifications: the user they were sent to. */
export const notificationPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.NotificationWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
