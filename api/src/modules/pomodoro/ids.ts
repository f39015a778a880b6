import { decodeGlobalID } from '@pothos/plugin-relay';

/**
 * The row number behind a GraphQL ID of `typename`: a Relay global ID or the plain rowId digits.
 * Anything else is null, so callers answer 400/404 instead of a masked 500.
 */
export function rowIdOf(value: string | number, typename: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  let raw = value;
  if (!/^\d+$/.test(value)) {
    try {
      const decoded = decodeGlobalID(value);
      if (decoded.typename !== typename) return null;
      raw = decoded.id;
    } catch {
      return null;
    }
  }
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
