import { AlertTriangle } from 'lucide-react';

/** The deadlines the plan can't meet, said plainly above the plan. */
export function DeadlineWarnings({ warnings }: { warnings: readonly string[] }) {
  if (!warnings.length) return null;
  return (
    <div role="alert" aria-label="Deadlines at risk" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <ul className="grid gap-1" data-testid="schedule-warnings">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}
