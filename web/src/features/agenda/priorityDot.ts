/** A task's priority band as a small colored dot on the calendar. */
export const PRIORITY_DOT: Record<string, string> = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-slate-400' };
