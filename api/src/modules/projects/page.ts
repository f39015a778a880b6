/** A page as Prisma (and a Pothos connection) asks for one: from `cursor`, `skip` rows on, `take` rows (backwards when negative). */
export type Page = { cursor?: { id?: number }; skip?: number; take?: number };

/**
 * The ids of one page of `ids` (in list order), as Prisma's findMany would answer the same page of
 * the same order: a cursor that is not in the list gives no rows.
 */
export function pageOfIds(ids: number[], { cursor, skip = 0, take }: Page): number[] {
  let at = 0;
  if (cursor) {
    at = cursor.id === undefined ? -1 : ids.indexOf(cursor.id);
    if (at < 0) return [];
  }
  if (take === undefined) return ids.slice(at + skip);
  if (take >= 0) return ids.slice(at + skip, at + skip + take);
  const end = Math.max(0, (cursor ? at + 1 : ids.length) - skip);
  return ids.slice(Math.max(0, end + take), end);
}
