import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see, change and use a Jira link (and its token): the user who saved it. One link per user. */
export const jiraCredentialPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  /** The links the viewer may read (their own, at most one), as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.JiraCredentialWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The link forgetting the viewer's Jira link deletes. */
  deletableWhere: (viewer: Viewer): Prisma.JiraCredentialWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
