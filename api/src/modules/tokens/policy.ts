import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';
import { userPolicy } from '../users/policy.js';

/** Who may see and revoke which API tokens: their owner; an administrator any (the admin routes). */
export const apiTokenPolicy = {
  canRead: owns,
  canRevoke: owns,
  /** the viewer's own tokens (Settings lists these, admins included) */
  ownWhere: (viewer: Viewer): Prisma.ApiTokenWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** an administrator lists and revokes every user's tokens */
  canManageAll: (viewer: Viewer) => userPolicy.canManage(viewer),
};
