import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and delete which webhooks (and their delivery logs): their owner. */
export const webhookPolicy = {
  canRead: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.WebhookWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
