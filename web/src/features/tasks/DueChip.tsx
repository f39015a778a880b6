import { CalendarClock } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { describeDue } from './format.ts';

const tone = { overdue: 'text-red-600', today: 'text-emerald-700', soon: 'text-violet-700', later: 'text-slate-500' };

export function DueChip({ dueDate, completed }: { dueDate: string; completed?: boolean }) {
  const due = describeDue(dueDate);
  return (
    <span className={cn('inline-flex items-center gap-1', completed ? 'text-slate-400' : tone[due.state])} title={new Date(dueDate).toLocaleString()}>
      <CalendarClock className="size-3.5" aria-hidden />
      {due.state === 'overdue' && !completed ? `Overdue · ${due.label}` : due.label}
    </span>
  );
}
