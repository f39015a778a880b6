import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change which chat messages (and undo their actions): the user who chatted. */
export const chatMessagePolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  /** The messages the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.ChatMessageWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The messages clearing the viewer's chat deletes. */
  deletableWhere: (viewer: Viewer): Prisma.ChatMessageWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
