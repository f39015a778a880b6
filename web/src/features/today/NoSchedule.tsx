import { CalendarClock } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';

/** The day has no plan yet. */
export function NoSchedule() {
  return (
    <Card role="region" aria-label="Schedule" className="flex flex-col items-center border-dashed px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <CalendarClock className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">No plan for this day yet</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        Set your working hours and what matters most, then press Generate: your open tasks become focus sessions with breaks in between.
      </p>
    </Card>
  );
}
