/** Case-insensitive text match done in JS: SQLite's LOWER/LIKE only fold ASCII, and Postgres modes are not shared. */
export function normalizeSearch(text: string) {
  return text.normalize('NFKC').toLocaleLowerCase();
}

type Searchable = { name: string; description?: string | null };

/** A search hit: the name or the description contains the text, ignoring case (Unicode-aware). */
export function matchesSearch(row: Searchable, text: string): boolean {
  const needle = normalizeSearch(text.trim());
  if (!needle) return true;
  return normalizeSearch(row.name).includes(needle) || (row.description != null && normalizeSearch(row.description).includes(needle));
}
