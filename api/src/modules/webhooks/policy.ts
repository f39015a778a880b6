import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { hasRole, owns, viewerIdOrNobody } from '../../lib/ownership.js';

type WebhookRow = { userId: number | null; projectId: number | null };

/**
 * Who may see and delete which webhooks (and their delivery logs). A personal webhook: its owner. A
 * project's: the project's admins and owners, whoever made it, even once its maker is gone (a URL and a
 * delivery log tell where the project's work goes, which editors and viewers need not know). A
 * non-member meets a missing row.
 */
export const webhookPolicy = {
  /** May know the webhook exists: a 404 otherwise. */
  canSee: (viewer: Viewer, row: WebhookRow) => (row.projectId == null ? owns(viewer, row) : hasRole(viewer, row.projectId, 'viewer')),
  canRead: (viewer: Viewer, row: WebhookRow) => (row.projectId == null ? owns(viewer, row) : hasRole(viewer, row.projectId, 'admin')),
  canDelete: (viewer: Viewer, row: WebhookRow) => (row.projectId == null ? owns(viewer, row) : hasRole(viewer, row.projectId, 'admin')),
  /** May list and add the webhooks of a project. */
  canManageProjectHooks: (viewer: Viewer, project: { id: number }) => hasRole(viewer, project.id, 'admin'),
  /** GET /api/webhooks: the viewer's personal webhooks. */
  readableWhere: (viewer: Viewer): Prisma.WebhookWhereInput => ({ userId: viewerIdOrNobody(viewer), projectId: null }),
  /** A project's webhooks (for a viewer `canManageProjectHooks` allowed). */
  projectWhere: (projectId: number): Prisma.WebhookWhereInput => ({ projectId }),
};
