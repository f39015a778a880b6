import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { readableProject } from '../projects/service.js';
import { ProjectNode } from '../projects/Project.js';
import { PROJECT_ROLES } from '../../../../shared/members/validation.js';
import type { InvitationRow } from './repository.js';
import * as service from './service.js';

export const ProjectRoleEnum = builder.enumType('ProjectRole', { values: PROJECT_ROLES });

type Role = (typeof PROJECT_ROLES)[number];

export const ProjectMemberRef = builder.objectRef<service.MemberView>('ProjectMember').implement({
  description: 'A person who works in a project, with their role',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.field({ type: ProjectRoleEnum, resolve: (m) => m.role }),
  }),
});

export const InvitationRef = builder.objectRef<InvitationRow & { status: string }>('Invitation').implement({
  description: 'An offer to join a project, sent to an e-mail address',
  fields: (t) => ({
    id: t.id({ resolve: (i) => encodeGlobalID('Invitation', i.id) }),
    rowId: t.exposeInt('id'),
    projectRowId: t.exposeInt('projectId'),
    projectName: t.string({ resolve: (i) => i.project.name }),
    email: t.exposeString('email'),
    role: t.field({ type: ProjectRoleEnum, resolve: (i) => i.role as Role }),
    status: t.exposeString('status', { description: 'pending, accepted, declined or revoked' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    invitedBy: t.string({ resolve: (i) => i.invitedBy.name || i.invitedBy.username }),
  }),
});

builder.objectFields(ProjectNode, (t) => ({
  viewerRole: t.field({
    type: ProjectRoleEnum,
    nullable: true,
    description: "The viewer's role in the project",
    resolve: (p, _a, ctx) => ctx.viewer?.memberships.get(p.id) ?? null,
  }),
  members: t.field({ type: [ProjectMemberRef], resolve: (p, _a, ctx) => service.listMembers(ctx, ctx.viewer, p.id) }),
  pendingInvitations: t.field({
    type: [InvitationRef],
    description: 'Invitations waiting for an answer (to its admins; empty for other members)',
    resolve: (p, _a, ctx) => service.listPendingInvitations(ctx, ctx.viewer, p.id),
  }),
}));

builder.queryField('invitations', (t) =>
  t.field({
    type: [InvitationRef],
    description: "The viewer's invitations waiting for an answer",
    authScopes: { signedIn: true },
    resolve: (_root, _a, ctx) => service.myInvitations(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'inviteMember',
  {
    inputFields: (t) => ({
      projectId: t.id({ required: true }),
      email: t.string({ required: true }),
      role: t.field({ type: ProjectRoleEnum, required: true }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ invitation: await service.inviteMember(ctx, ctx.viewer, input.projectId, input) }),
  },
  { outputFields: (t) => ({ invitation: t.field({ type: InvitationRef, resolve: (p) => p.invitation }) }) },
);

builder.relayMutationField(
  'changeMemberRole',
  {
    inputFields: (t) => ({ projectId: t.id({ required: true }), userId: t.int({ required: true }), role: t.field({ type: ProjectRoleEnum, required: true }) }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      member: await service.changeRole(ctx, ctx.viewer, input.projectId, input.userId, { role: input.role }),
      projectId: input.projectId,
    }),
  },
  {
    outputFields: (t) => ({
      member: t.field({ type: ProjectMemberRef, resolve: (p) => p.member }),
      project: t.prismaField({ type: 'Project', nullable: true, resolve: (query, p, _a, ctx) => readableProject(ctx, ctx.viewer, p.projectId, query) }),
    }),
  },
);

builder.relayMutationField(
  'removeMember',
  { inputFields: (t) => ({ projectId: t.id({ required: true }), userId: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => service.removeMember(ctx, ctx.viewer, input.projectId, input.userId),
  },
  {
    outputFields: (t) => ({
      removedUserId: t.int({ resolve: (p) => p.userId }),
      projectId: t.id({ resolve: (p) => encodeGlobalID('Project', p.projectId) }),
      project: t.prismaField({
        type: 'Project',
        nullable: true,
        description: 'The project as it is now; null for who left it',
        resolve: (query, p, _a, ctx) => readableProject(ctx, ctx.viewer, p.projectId, query),
      }),
    }),
  },
);

const answer = (name: string, run: typeof service.acceptInvitation) =>
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ id: t.id({ required: true }) }) },
    {
      authScopes: { signedIn: true },
      resolve: async (_root, { input }, ctx) => ({ invitation: await run(ctx, ctx.viewer, input.id) }),
    },
    {
      outputFields: (t) => ({
        invitation: t.field({ type: InvitationRef, resolve: (p) => p.invitation }),
        project: t.prismaField({
          type: 'Project',
          nullable: true,
          description: 'The project, when the viewer may now read it',
          resolve: (query, p, _a, ctx) => readableProject(ctx, ctx.viewer, p.invitation.projectId, query),
        }),
      }),
    },
  );

answer('acceptInvitation', service.acceptInvitation);
answer('declineInvitation', service.declineInvitation);
answer('revokeInvitation', service.revokeInvitation);
