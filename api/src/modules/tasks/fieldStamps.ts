/** Field -> ISO time of its last change, kept for offline field-by-field merges. */
export function stamp(previous: string | null, fields: string[], at: Date) {
  let map: Record<string, string>;
  try {
    map = previous ? (JSON.parse(previous) as Record<string, string>) : {};
  } catch {
    map = {};
  }
  for (const f of fields) map[f] = at.toISOString();
  return JSON.stringify(map);
}
