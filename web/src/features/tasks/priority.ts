import type { PriorityBand } from '../../../../shared/tasks/priority.ts';

/** The bands (shared/tasks/priority.ts) as the list's filter names them. */
export const BAND_LABELS: Record<PriorityBand, string> = { high: 'High (8+)', medium: 'Medium (4-7)', low: 'Low (<4)' };

/** The band after a priority in the priority picker. */
export const BAND_NAMES: Record<PriorityBand, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const PRIORITIES = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

/** A thin coloured bar/dot per band, shared by rows and cards. */
export const BAND_DOT: Record<PriorityBand, string> = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-emerald-500' };
