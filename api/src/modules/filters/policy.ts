import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see, change and delete which saved filters: their owner. */
export const savedFilterPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.SavedFilterWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
