import { cn } from '../../lib/cn.ts';

const PERIODS = [7, 14, 30];

/** A segmented control for the number of days the figures cover. */
export function PeriodPicker({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  return (
    <div role="radiogroup" aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs">
      {PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          role="radio"
          aria-checked={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
            value === days ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
