import { decodeGlobalID } from '@pothos/plugin-relay';
import { MAX_ROW_ID } from '../../../shared/validation/rowIds.js';

export { MAX_ROW_ID };

/**
 * The row id behind a GraphQL ID of `typename`, or null. Accepts a Relay global ID or a plain row
 * number (the rowId that REST, offline ids and /tasks/{id} URLs use). Bad ids are null, never a
 * Pothos error, so callers answer 404 instead of a masked 500.
 */
export function rowIdFrom(value: unknown, typename: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== 'string' || value.length > 200) return null;
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
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}
