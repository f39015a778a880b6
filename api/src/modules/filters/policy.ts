import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and delete which saved filters: their owner. */
export const savedFilterPolicy = {
  canRead: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.SavedFilterWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
