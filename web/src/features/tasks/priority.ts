/** Priority bands of spec section 9: high 8 or more, medium 4 to 7, low below 4. */
export type PriorityBand = 'high' | 'medium' | 'low';

export function bandOf(priority: number): PriorityBand {
  return priority >= 8 ? 'high' : priority >= 4 ? 'medium' : 'low';
}

export const BAND_LABELS: Record<PriorityBand, string> = { high: 'High (8+)', medium: 'Medium (4-7)', low: 'Low (<4)' };

export const PRIORITIES = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

/** A thin coloured bar/dot per band, shared by rows and cards. */
export const BAND_DOT: Record<PriorityBand, string> = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-emerald-500' };
