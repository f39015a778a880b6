import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change which links: their owner. */
export const linkPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.LinkWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
