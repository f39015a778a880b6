import { z } from 'zod';
import { InviteInput, RoleInput } from '../../../../shared/members/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

const Member = anyObject('A member (or a pending invitation) of the project');
const Invitation = anyObject('An invitation to a project');

export const membersApi: ApiModule = {
  tag: 'Members',
  description: 'Who works in a project, and invitations.',
  routes: [
    { method: 'get', path: '/projects/:id/members', summary: "A project's members and pending invitations", response: z.array(Member) },
    { method: 'post', path: '/projects/:id/members', summary: 'Invite someone by email', body: InviteInput, status: 201, response: Invitation },
    { method: 'patch', path: '/projects/:id/members/:userId', summary: "Change a member's role", body: RoleInput, response: Member },
    { method: 'delete', path: '/projects/:id/members/:userId', summary: 'Remove a member (or leave)', response: anyObject('The outcome') },
    { method: 'get', path: '/invitations', summary: "The viewer's invitations", response: z.array(Invitation) },
    { method: 'post', path: '/invitations/:id/accept', summary: 'Accept an invitation', response: Invitation },
    { method: 'post', path: '/invitations/:id/decline', summary: 'Decline an invitation', response: Invitation },
    { method: 'delete', path: '/invitations/:id', summary: 'Revoke an invitation (project admin)', response: Invitation },
  ],
};
