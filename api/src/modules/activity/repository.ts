import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/client.js';
import type { Activity } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { PERSON_SELECT } from '../users/Person.js';

export const NEWEST_FIRST: Prisma.ActivityOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Lines of history within `where` (a policy filter and the task or project), newest first, with their actors. */
export function findActivity(db: Db, where: Prisma.ActivityWhereInput, take: number) {
  return db.activity.findMany({ where, orderBy: NEWEST_FIRST, take, include: { actor: { select: PERSON_SELECT } } });
}

export type NewActivity = Omit<Insertable<Activity>, 'id' | 'createdAt'>;

/** Writes lines of history, all at one time (inside the caller's transaction when it passes one). Every task write does: Kysely. */
export async function insertActivities(db: Db | Tx, rows: NewActivity[]) {
  if (!rows.length) return;
  const createdAt = new Date();
  await db.$kysely
    .insertInto('Activity')
    .values(rows.map((r) => ({ ...r, createdAt })))
    .execute();
}
