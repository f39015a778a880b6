import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and replace which stored recommendations: the user they were ranked for. */
export const aiRecommendationPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  /** The recommendations the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.AiRecommendationWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The recommendations a new ranking of the viewer's replaces. */
  deletableWhere: (viewer: Viewer): Prisma.AiRecommendationWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
