import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { viewerIdOrNobody } from '../../lib/ownership.js';

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

/** Who may see which users: themselves; admins see everyone and change their status and role. */
export const userPolicy = {
  canRead: (viewer: Viewer, user: { id: number }) => isAdmin(viewer) || (!!viewer && viewer.id === user.id),
  canManage: (viewer: Viewer) => isAdmin(viewer),
  readableWhere: (viewer: Viewer): Prisma.UserWhereInput => (isAdmin(viewer) ? {} : { id: viewerIdOrNobody(viewer) }),
};
