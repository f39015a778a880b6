import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/context.js';

/** What the rule needs to know of a project. */
export type ProjectAccess = { userId: number };

const NOBODY = -1;
const owns = (viewer: Viewer, project: ProjectAccess) => !!viewer && project.userId === viewer.id;

/** Who may see and change which projects, and add tasks to them: today the owner. */
export const projectPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  canAddTasks: owns,
  /** The projects the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.ProjectWhereInput => ({ userId: viewer?.id ?? NOBODY }),
};
