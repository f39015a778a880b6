import { matchesSearch } from '../../../../shared/text/search.js';

type Searchable = { id: number; name: string; description: string | null };

/**
 * Ids of the rows whose name or description contains `text`, ignoring case (Unicode-aware).
 * Done over the owner's rows in JS so SQLite and PostgreSQL answer the same.
 */
export function matchingIds(rows: Searchable[], text: string): number[] {
  return rows.filter((r) => matchesSearch(r, text)).map((r) => r.id);
}
