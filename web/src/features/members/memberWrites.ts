/** Member and invitation writes: invite, change a role, remove or leave, accept, decline, revoke. */
import { graphql } from 'react-relay/hooks.js';
import type { memberWritesInviteMutation } from '../../__generated__/memberWritesInviteMutation.graphql.ts';
import type { memberWritesRoleMutation } from '../../__generated__/memberWritesRoleMutation.graphql.ts';
import type { memberWritesRemoveMutation } from '../../__generated__/memberWritesRemoveMutation.graphql.ts';
import type { memberWritesAcceptMutation } from '../../__generated__/memberWritesAcceptMutation.graphql.ts';
import type { memberWritesDeclineMutation } from '../../__generated__/memberWritesDeclineMutation.graphql.ts';
import type { memberWritesRevokeMutation } from '../../__generated__/memberWritesRevokeMutation.graphql.ts';
import { commitAsync } from '../../relay/commitAsync.ts';
import { forgetProject } from '../projects/projectWrites.ts';
import type { ProjectRole } from '../../../../shared/members/validation.ts';

const inviteMutation = graphql`
  mutation memberWritesInviteMutation($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      invitation {
        id
        email
        role
      }
    }
  }
`;

const roleMutation = graphql`
  mutation memberWritesRoleMutation($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      member {
        userId
        role
      }
      project {
        id
        viewerRole
      }
    }
  }
`;

const removeMutation = graphql`
  mutation memberWritesRemoveMutation($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      removedUserId
      projectId
    }
  }
`;

const acceptMutation = graphql`
  mutation memberWritesAcceptMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      invitation {
        id
        status
      }
      project {
        id
        name
      }
    }
  }
`;

const declineMutation = graphql`
  mutation memberWritesDeclineMutation($input: DeclineInvitationInput!) {
    declineInvitation(input: $input) {
      invitation {
        id
        status
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation memberWritesRevokeMutation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      invitation {
        id
        status
      }
    }
  }
`;

export const inviteMember = (projectId: string, email: string, role: Exclude<ProjectRole, 'owner'>) =>
  commitAsync<memberWritesInviteMutation>(inviteMutation, { input: { projectId, email, role } });

/** Making someone the owner hands ownership on: the viewer becomes an admin. */
export const changeMemberRole = (projectId: string, userId: number, role: ProjectRole) =>
  commitAsync<memberWritesRoleMutation>(roleMutation, { input: { projectId, userId, role } });

/** Removes a member; with the viewer's own id, leaves the project (it goes from their lists). */
export const removeMember = (projectId: string, userId: number, leaving = false) =>
  commitAsync<memberWritesRemoveMutation>(removeMutation, { input: { projectId, userId } }, undefined, (store) => {
    if (leaving) forgetProject(store, projectId);
  });

export const acceptInvitation = (id: string) => commitAsync<memberWritesAcceptMutation>(acceptMutation, { input: { id } });
export const declineInvitation = (id: string) => commitAsync<memberWritesDeclineMutation>(declineMutation, { input: { id } });
export const revokeInvitation = (id: string) => commitAsync<memberWritesRevokeMutation>(revokeMutation, { input: { id } });
