import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change which projects, add tasks to them and arrange them: today the owner. */
export const projectPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  canAddTasks: owns,
  canReorder: owns,
  /** The projects the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The list the viewer arranges (positions are its order): a reorder moves rows of it only. */
  reorderableWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
