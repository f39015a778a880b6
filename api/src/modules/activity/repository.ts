import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { PERSON_SELECT } from '../users/Person.js';

export const NEWEST_FIRST: Prisma.ActivityOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Lines of history within `where` (a policy filter and the task or project), newest first, with their actors. */
export function findActivity(db: Db, where: Prisma.ActivityWhereInput, take: number) {
  return db.activity.findMany({ where, orderBy: NEWEST_FIRST, take, include: { actor: { select: PERSON_SELECT } } });
}
