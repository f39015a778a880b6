import { CalendarClock, Repeat } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { describeDue, localDay, type DueState } from './format.ts';
import { describeRule } from './repeatRule.ts';

const tone = { overdue: 'text-red-600', today: 'text-emerald-700', soon: 'text-violet-700', later: 'text-slate-500' };

// one formatter made once: a long list mounts many chips
const DATE = new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** describeDue for today, remembered per deadline (cleared when the day changes). */
const described = new Map<string, { label: string; state: DueState; title: string }>();
let describedDay = '';
function describe(dueDate: string, dueTime: string | null) {
  const day = new Date().toDateString();
  if (day !== describedDay) {
    described.clear();
    describedDay = day;
  }
  const key = `${dueDate} ${dueTime ?? ''}`;
  let due = described.get(key);
  if (!due) {
    due = { ...describeDue(dueDate, dueTime), title: `Due ${DATE.format(localDay(dueDate))}${dueTime ? ` at ${dueTime}` : ''}` };
    described.set(key, due);
  }
  return due;
}

type Props = { dueDate: string; dueTime?: string | null; recurrence?: string | null; completed?: boolean };

/** A task's deadline ("Tomorrow 15:00"), with a repeat icon when it repeats. */
export function DueChip({ dueDate, dueTime = null, recurrence = null, completed }: Props) {
  const due = describe(dueDate, dueTime);
  return (
    <span className={cn('inline-flex items-center gap-1', completed ? 'text-slate-400' : tone[due.state])} title={due.title}>
      <CalendarClock className="size-3.5" aria-hidden />
      {due.state === 'overdue' && !completed ? `Overdue · ${due.label}` : due.label}
      {recurrence && (
        <span title={describeRule(recurrence)} className="inline-flex">
          <Repeat className="size-3.5" aria-label={describeRule(recurrence)} />
        </span>
      )}
    </span>
  );
}

/** The day the user plans to work on a task, when it is not its deadline. */
export function PlannedChip({ plannedDate }: { plannedDate: string }) {
  const { label } = describeDue(plannedDate);
  return (
    <span className="inline-flex items-center gap-1 text-sky-700" title={`Planned for ${DATE.format(localDay(plannedDate))}`}>
      Planned · {label}
    </span>
  );
}
