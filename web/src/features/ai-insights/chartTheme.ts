/** Shared look of the insight charts: the app's indigo-led palette and quiet axes. */
export const CHART_COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#8b5cf6', '#f43f5e', '#14b8a6', '#64748b'];

export const ESTIMATE_COLOR = '#c7d2fe';
export const ACTUAL_COLOR = '#6366f1';
export const BEST_HOUR_COLOR = '#6366f1';
export const HOUR_COLOR = '#c7d2fe';

export const axisProps = {
  tick: { fill: '#64748b', fontSize: 12 },
  tickLine: false,
  axisLine: false,
} as const;

export const gridProps = { stroke: '#e2e8f0', strokeDasharray: '3 3', vertical: false } as const;

export const tooltipProps = {
  cursor: { fill: 'rgba(99, 102, 241, 0.06)' },
  contentStyle: {
    borderRadius: 12,
    border: '1px solid #e2e8f0',
    boxShadow: '0 4px 16px rgba(15, 23, 42, 0.08)',
    fontSize: 12,
    padding: '8px 12px',
  },
  labelStyle: { color: '#0f172a', fontWeight: 600, marginBottom: 4 },
} as const;

/** "1 h 25 min", "40 min" */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** 0 → "00:00", 14 → "14:00" */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
