import type { Direction, OrderField } from '../../../../shared/projects/validation.js';

/** Position reads first-to-last; priority and creation time read newest/highest first. */
export function orderByFor(field: OrderField = 'position', direction?: Direction) {
  const dir = direction ?? (field === 'position' ? 'asc' : 'desc');
  return [{ [field]: dir }, { id: dir === 'asc' ? ('asc' as const) : ('desc' as const) }] as Array<Record<string, 'asc' | 'desc'>>;
}
