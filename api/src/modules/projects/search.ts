import { normalizeSearch } from './validation.js';

type Searchable = { id: number; name: string; description: string | null };

/**
 * Ids of the rows whose name or description contains `text`, ignoring case (Unicode-aware).
 * Done over the owner's rows in JS so SQLite and PostgreSQL answer the same.
 */
export function matchingIds(rows: Searchable[], text: string): number[] {
  const needle = normalizeSearch(text);
  return rows
    .filter((r) => normalizeSearch(r.name).includes(needle) || (r.description !== null && normalizeSearch(r.description).includes(needle)))
    .map((r) => r.id);
}
