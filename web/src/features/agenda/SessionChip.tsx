import { Timer } from 'lucide-react';
import type { CalendarSession } from './calendarTypes.ts';

/** A work session of today's plan, on today in the calendar. */
export function SessionChip({ session }: { session: CalendarSession }) {
  return (
    <div
      data-testid="calendar-session"
      title={`Session ${session.startTime}–${session.endTime}: ${session.taskName}`}
      className="flex min-w-0 items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800 ring-1 ring-emerald-200"
    >
      <Timer className="size-3 shrink-0" aria-hidden />
      <span className="shrink-0 tabular-nums">{session.startTime}</span>
      <span className="truncate">{session.taskName}</span>
    </div>
  );
}
