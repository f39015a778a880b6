import { z } from 'zod';
import { MEMBER_MESSAGES } from './messages.js';

export const PROJECT_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
/** The roles an invitation may offer: ownership is handed to someone who is a member already. */
export const INVITE_ROLES = ['admin', 'editor', 'viewer'] as const;

/** POST /api/projects/{id}/members. */
export const InviteInput = z.object({
  email: z.string({ error: MEMBER_MESSAGES.email }).trim().toLowerCase().pipe(z.email(MEMBER_MESSAGES.email)).pipe(z.string().max(254, MEMBER_MESSAGES.email)),
  role: z.enum(INVITE_ROLES, { error: MEMBER_MESSAGES.inviteRole }),
});

/** PATCH /api/projects/{id}/members/{userId}. */
export const RoleInput = z.object({ role: z.enum(PROJECT_ROLES, { error: MEMBER_MESSAGES.role }) });
