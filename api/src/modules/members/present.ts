import type { InvitationRow } from './repository.js';
import type { MemberView } from './service.js';

/** An invitation as REST answers it. */
export const presentInvitation = (i: InvitationRow & { status: string; delivery?: string }) => ({
  id: i.id,
  projectId: i.projectId,
  projectName: i.project.name,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  invitedBy: i.invitedBy.name || i.invitedBy.username,
  createdAt: i.createdAt.toISOString(),
  ...(i.delivery ? { delivery: i.delivery } : {}),
});

/** A row of GET /api/projects/{id}/members: a member, or (for admins) an invitation waiting for an answer. */
export const presentMember = (m: MemberView) => ({ ...m, pending: false });
export const presentPendingMember = (i: InvitationRow) => ({
  userId: null,
  name: null,
  email: i.email,
  role: i.role,
  pending: true,
  invitationId: i.id,
  expiresAt: i.expiresAt.toISOString(),
});
