import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { hasRole, viewerIdOrNobody } from '../../lib/ownership.js';

type ProjectRow = { id: number };

/**
 * Who may see and change which projects: their members, by role. A viewer reads; an editor adds and
 * changes tasks; an admin also edits the project and manages its members; the owner may also delete it
 * and hand ownership on. The viewer's roles come with the session (`viewer.memberships`); the filters
 * ask the ProjectMember table, so a list is right even for a membership made in this request.
 */
export const projectPolicy = {
  canRead: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'viewer'),
  canUpdate: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'admin'),
  canDelete: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'owner'),
  canAddTasks: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'editor'),
  canReorder: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'viewer'),
  /** May see the project's members and pending invitations. */
  canListMembers: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'viewer'),
  /** May invite, change roles (below owner), remove members and revoke invitations. */
  canManageMembers: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'admin'),
  /** May make someone else an owner (or demote an owner). */
  canTransferOwnership: (viewer: Viewer, project: ProjectRow) => hasRole(viewer, project.id, 'owner'),
  /** The projects the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ members: { some: { userId: viewerIdOrNobody(viewer) } } }),
  /** The projects the viewer owns (their data export carries these), as a Prisma filter. */
  ownedWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ members: { some: { userId: viewerIdOrNobody(viewer), role: 'owner' } } }),
  /** The list the viewer arranges (their own order: each member's position is on their membership): a reorder moves rows of it only. */
  reorderableWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ members: { some: { userId: viewerIdOrNobody(viewer) } } }),
};
