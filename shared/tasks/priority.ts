/** Bands of spec section 9: high 8 or more, medium 4 to 7, low below 4. */
export const PRIORITY_BANDS = ['high', 'medium', 'low'] as const;
export type PriorityBand = (typeof PRIORITY_BANDS)[number];

export function priorityBand(priority: number): PriorityBand {
  return priority >= 8 ? 'high' : priority >= 4 ? 'medium' : 'low';
}

/** The priorities of each band, as a database filter. */
export const BAND_RANGE = { high: { gte: 8 }, medium: { gte: 4, lte: 7 }, low: { lte: 3 } } as const;

/** The band's name on a badge and in the assignment e-mail. */
export const BAND_TITLES: Record<PriorityBand, string> = { high: 'High Priority', medium: 'Medium Priority', low: 'Low Priority' };
