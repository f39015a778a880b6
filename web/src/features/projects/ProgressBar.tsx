import { cn } from '../../lib/cn.ts';

/** A thin progress bar with an accessible value (done of total). */
export function ProgressBar({ done, total, label, className }: { done: number; total: number; label: string; className?: string }) {
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${done} of ${total} done`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', percent === 100 ? 'bg-emerald-500' : 'bg-indigo-500')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
