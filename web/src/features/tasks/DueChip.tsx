import { CalendarClock } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { describeDue, type DueState } from './format.ts';

const tone = { overdue: 'text-red-600', today: 'text-emerald-700', soon: 'text-violet-700', later: 'text-slate-500' };

// Date.toLocaleString's own fields, with one formatter made once: a long list mounts many chips
const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** describeDue for today, remembered per due date (cleared when the day changes). */
const described = new Map<string, { label: string; state: DueState; title: string }>();
let describedDay = '';
function describe(dueDate: string) {
  const day = new Date().toDateString();
  if (day !== describedDay) {
    described.clear();
    describedDay = day;
  }
  let due = described.get(dueDate);
  if (!due) {
    due = { ...describeDue(dueDate), title: DATE_TIME.format(new Date(dueDate)) };
    described.set(dueDate, due);
  }
  return due;
}

export function DueChip({ dueDate, completed }: { dueDate: string; completed?: boolean }) {
  const due = describe(dueDate);
  return (
    <span className={cn('inline-flex items-center gap-1', completed ? 'text-slate-400' : tone[due.state])} title={due.title}>
      <CalendarClock className="size-3.5" aria-hidden />
      {due.state === 'overdue' && !completed ? `Overdue · ${due.label}` : due.label}
    </span>
  );
}
