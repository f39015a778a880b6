import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see, use (put on a task) and change which labels: their owner. */
export const labelPolicy = {
  canRead: owns,
  canUse: owns,
  canUpdate: owns,
  canDelete: owns,
  readableWhere: (viewer: Viewer): Prisma.LabelWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The same rule as a Kysely condition on "Label". */
  readableIn: (viewer: Viewer) => (eb: ExpressionBuilder<DB, 'Label'>) => eb('Label.userId', '=', viewerIdOrNobody(viewer)),
};
