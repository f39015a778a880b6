import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and unlink which provider identities: the account they sign in to, no one else (administrators neither). */
export const identityPolicy = {
  canRead: owns,
  canUnlink: owns,
  ownWhere: (viewer: Viewer): Prisma.UserIdentityWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
