import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see, change and arrange which links: their owner. */
export const linkPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  canReorder: owns,
  readableWhere: (viewer: Viewer): Prisma.LinkWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The list the viewer arranges (positions are its order): a reorder moves rows of it only. */
  reorderableWhere: (viewer: Viewer): Prisma.LinkWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
