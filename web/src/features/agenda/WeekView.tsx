import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDay, weekOf } from './agendaDays.ts';
import { entryHour, entryKey } from './agendaEntries.ts';
import { dayTarget, hourTarget } from './calendarDrop.ts';
import type { CalendarEntries, CalendarSession } from './calendarTypes.ts';
import { EntryChip } from './EntryChip.tsx';
import { DropZone } from './DropZone.tsx';
import { SessionChip } from './SessionChip.tsx';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const HOUR_PX = 48;

type Props = { anchor: string; today: string; entries: CalendarEntries; sessions: readonly CalendarSession[] };

/** The week of `anchor`: all-day tasks on top, timed ones at their hour, today's work sessions at theirs. */
export function WeekView({ anchor, today, entries, sessions }: Props) {
  const days = weekOf(anchor);
  const hours = useRef<HTMLDivElement>(null);
  // open on the working day rather than at midnight
  useEffect(() => {
    if (hours.current) hours.current.scrollTop = 7 * HOUR_PX;
  }, []);
  const grid = 'grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]';
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="calendar-week">
      <div className={cn(grid, 'border-b border-slate-200 bg-slate-50 text-center text-xs font-medium text-slate-500')}>
        <div />
        {days.map((day) => (
          <div key={day} className={cn('py-2', day === today && 'text-indigo-700')}>
            {formatDay(day, 'EEE d')}
          </div>
        ))}
      </div>
      <div className={cn(grid, 'border-b border-slate-200')}>
        <div className="px-1 py-1 text-right text-[11px] text-slate-400">All day</div>
        {days.map((day) => (
          <DropZone
            key={day}
            id={dayTarget(day)}
            label={formatDay(day, 'EEEE d MMMM')}
            className="grid min-h-10 content-start gap-1 border-l border-slate-100 p-1"
          >
            {(entries.get(day) ?? [])
              .filter((e) => entryHour(e) === null)
              .map((e) => (
                <EntryChip key={entryKey(e)} entry={e} />
              ))}
          </DropZone>
        ))}
      </div>
      <div ref={hours} className="max-h-[32rem] overflow-x-hidden overflow-y-auto">
        {HOURS.map((hour) => (
          <div key={hour} className={cn(grid, 'border-b border-slate-100')} style={{ minHeight: HOUR_PX }}>
            <div className="px-1 pt-0.5 text-right text-[11px] text-slate-400 tabular-nums">{`${String(hour).padStart(2, '0')}:00`}</div>
            {days.map((day) => (
              <DropZone
                key={day}
                id={hourTarget(day, hour)}
                label={`${formatDay(day, 'EEEE d MMMM')}, ${String(hour).padStart(2, '0')}:00`}
                className="grid content-start gap-1 border-l border-slate-100 p-0.5"
              >
                {day === today && sessions.filter((s) => Number(s.startTime.slice(0, 2)) === hour).map((s) => <SessionChip key={s.sessionId} session={s} />)}
                {(entries.get(day) ?? [])
                  .filter((e) => entryHour(e) === hour)
                  .map((e) => (
                    <EntryChip key={entryKey(e)} entry={e} />
                  ))}
              </DropZone>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
