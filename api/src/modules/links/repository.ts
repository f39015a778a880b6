import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.LinkSelect; include?: Prisma.LinkInclude };

const LIST_ORDER: Prisma.LinkOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** The links within `scope` (a policy filter), in their list order. */
export function findLinks(db: Db, scope: Prisma.LinkWhereInput, query: Query = {}) {
  return db.link.findMany({ ...query, where: scope, orderBy: LIST_ORDER });
}

/** One link by id, whoever's it is (the policy decides who sees it). */
export function findLink(db: Db, id: number) {
  return db.link.findUnique({ where: { id } });
}

/** The last position of a user's list of links (null when they have none): where a new one goes. */
export async function lastOwnedLinkPosition(db: Db, ownerId: number) {
  const last = await db.link.aggregate({ where: { userId: ownerId }, _max: { position: true } });
  return last._max.position;
}

export function insertLink(db: Db, data: Prisma.LinkUncheckedCreateInput) {
  return db.link.create({ data });
}

export function updateLink(db: Db, id: number, data: Prisma.LinkUncheckedUpdateInput) {
  return db.link.update({ where: { id }, data });
}

export function deleteLink(db: Db, id: number) {
  return db.link.delete({ where: { id } });
}

/**
 * Sets positions 0..n-1 over `scope`'s links: the listed ones first, in the order given, then the
 * others in their order. Any id outside the scope throws `missing()` and nothing changes. Returns the
 * scope's links in their new order.
 */
export function reorderLinks(db: Db, scope: Prisma.LinkWhereInput, linkIds: number[], missing: () => Error) {
  return db.$transaction(async (tx) => {
    const current = await tx.link.findMany({ where: scope, orderBy: LIST_ORDER, select: { id: true } });
    const known = new Set(current.map((l) => l.id));
    if (linkIds.some((id) => !known.has(id))) throw missing();
    const listed = new Set(linkIds);
    const order = [...linkIds, ...current.map((l) => l.id).filter((id) => !listed.has(id))];
    for (const [position, id] of order.entries()) {
      await tx.link.update({ where: { id }, data: { position } });
    }
    return tx.link.findMany({ where: scope, orderBy: LIST_ORDER });
  });
}
