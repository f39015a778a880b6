import { z } from 'zod';
import { InviteInput, PROJECT_ROLES, RoleInput } from '../../../../shared/members/validation.js';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

const Role = z.enum(PROJECT_ROLES);

/** A row of a project's members (present.ts): a member, or (for admins) an invitation waiting for an answer. */
const MemberBody = z
  .strictObject({ userId: z.number().int(), name: z.string(), email: z.string(), role: Role, pending: z.literal(false) })
  .meta({ id: 'Member' });
const PendingMemberBody = z
  .strictObject({
    userId: z.null(),
    name: z.null(),
    email: z.string(),
    role: Role,
    pending: z.literal(true),
    invitationId: z.number().int(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'PendingMember' });

export const InvitationBody = z
  .strictObject({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    email: z.string(),
    role: Role,
    status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
    expiresAt: isoDateTime,
    invitedBy: z.string().meta({ description: "the inviter's name (or username)" }),
    createdAt: isoDateTime,
    delivery: z.enum(['none', 'smtp', 'outbox']).optional().meta({ description: 'a new invitation: how its e-mail went out' }),
  })
  .meta({ id: 'Invitation' });

export const membersApi: ApiModule = {
  tag: 'Members',
  description: 'Who works in a project, and invitations.',
  routes: [
    {
      method: 'get',
      path: '/projects/:id/members',
      summary: "A project's members and pending invitations",
      response: z.array(z.union([MemberBody, PendingMemberBody])),
    },
    {
      method: 'post',
      path: '/projects/:id/members',
      errors: [502],
      summary: 'Invite someone by email',
      body: InviteInput,
      status: 201,
      response: InvitationBody,
    },
    { method: 'patch', path: '/projects/:id/members/:userId', summary: "Change a member's role", body: RoleInput, response: MemberBody },
    {
      method: 'delete',
      path: '/projects/:id/members/:userId',
      summary: 'Remove a member (or leave)',
      response: z.strictObject({ success: z.literal(true), projectId: z.number().int(), userId: z.number().int() }),
    },
    { method: 'get', path: '/invitations', summary: "The viewer's invitations", response: z.array(InvitationBody) },
    { method: 'post', path: '/invitations/:id/accept', summary: 'Accept an invitation', response: InvitationBody },
    { method: 'post', path: '/invitations/:id/decline', summary: 'Decline an invitation', response: InvitationBody },
    { method: 'delete', path: '/invitations/:id', summary: 'Revoke an invitation (project admin)', response: InvitationBody },
  ],
};
