import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';

/**
 * Who may see and answer which invitations: the person at the invited address (signed in with it).
 * Inviting, listing and revoking a project's invitations are the project policy's (manage members).
 */
export const invitationPolicy = {
  canRead: (viewer: Viewer, invitation: { email: string }) => !!viewer && invitation.email === viewer.email.toLowerCase(),
  canAnswer: (viewer: Viewer, invitation: { email: string }) => !!viewer && invitation.email === viewer.email.toLowerCase(),
  /** The invitations the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.InvitationWhereInput => ({ email: viewer ? viewer.email.toLowerCase() : '' }),
};
