import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

type Query = { select?: Prisma.SavedFilterSelect };

/** The saved filters within `scope`, in the order they were made. */
export function findSavedFilters(db: Db, scope: Prisma.SavedFilterWhereInput, query: Query = {}) {
  return db.savedFilter.findMany({ ...query, where: scope, orderBy: { id: 'asc' } });
}

export function findSavedFilter(db: Db, id: number) {
  return db.savedFilter.findUnique({ where: { id } });
}

export function countSavedFilters(db: Db, userId: number) {
  return db.savedFilter.count({ where: { userId } });
}

export function insertSavedFilter(db: Db, data: Prisma.SavedFilterUncheckedCreateInput) {
  return db.savedFilter.create({ data });
}

export function updateSavedFilter(db: Db, id: number, data: Prisma.SavedFilterUpdateInput) {
  return db.savedFilter.update({ where: { id }, data });
}

export function deleteSavedFilter(db: Db, id: number) {
  return db.savedFilter.delete({ where: { id } });
}

/** How many of these project ids `scope` lets through. */
export function countProjectsIn(db: Db, ids: number[], scope: Prisma.ProjectWhereInput) {
  return db.project.count({ where: { AND: [scope, { id: { in: ids } }] } });
}
