import { cn } from '../../lib/cn.ts';
import { formatDay, monthGrid } from './agendaDays.ts';
import { entryKey } from './agendaEntries.ts';
import { dayTarget } from './calendarDrop.ts';
import type { CalendarEntries, CalendarSession } from './calendarTypes.ts';
import { EntryChip } from './EntryChip.tsx';
import { DropZone } from './DropZone.tsx';
import { SessionChip } from './SessionChip.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { anchor: string; today: string; entries: CalendarEntries; sessions: readonly CalendarSession[] };

/** The month of `anchor` in whole weeks: each day with its tasks (drop one on another day to move it). */
export function MonthView({ anchor, today, entries, sessions }: Props) {
  const month = anchor.slice(0, 7);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="calendar-month">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-medium text-slate-500">
        {WEEKDAYS.map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      {monthGrid(anchor).map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b border-slate-100 last:border-b-0">
          {week.map((day) => (
            <DropZone
              key={day}
              id={dayTarget(day)}
              label={formatDay(day, 'EEEE d MMMM')}
              className={cn('grid min-h-24 content-start gap-1 border-r border-slate-100 p-1 last:border-r-0', day.slice(0, 7) !== month && 'bg-slate-50/60')}
            >
              <span
                className={cn(
                  'justify-self-end px-1 text-xs tabular-nums',
                  day === today ? 'rounded-full bg-indigo-600 font-semibold text-white' : day.slice(0, 7) === month ? 'text-slate-700' : 'text-slate-400',
                )}
              >
                {Number(day.slice(8))}
              </span>
              {day === today && sessions.map((s) => <SessionChip key={s.sessionId} session={s} />)}
              {(entries.get(day) ?? []).map((e) => (
                <EntryChip key={entryKey(e)} entry={e} compact />
              ))}
            </DropZone>
          ))}
        </div>
      ))}
    </div>
  );
}
