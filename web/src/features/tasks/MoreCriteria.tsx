import { X } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { TaskFilters } from './taskOrder.ts';

type Props = { filters: TaskFilters; onChange: (next: Partial<TaskFilters>) => void };

/** The criteria a saved filter may hold that the filter bar has no control for: each shown, each removable. */
export function MoreCriteria({ filters, onChange }: Props) {
  const { user } = useAuth();
  const chips: Array<{ label: string; clear: Partial<TaskFilters> }> = [];
  if (filters.dateFrom || filters.dateTo) {
    const range =
      filters.dateFrom && filters.dateTo
        ? `${filters.dateFrom} – ${filters.dateTo}`
        : filters.dateFrom
          ? `from ${filters.dateFrom}`
          : `until ${filters.dateTo}`;
    chips.push({ label: `Due or planned ${range}`, clear: { dateFrom: null, dateTo: null } });
  }
  if (filters.assigneeId !== null) {
    chips.push({ label: filters.assigneeId === user?.id ? 'Assigned to me' : `Assigned to user ${filters.assigneeId}`, clear: { assigneeId: null } });
  }
  if (filters.overdue !== null) chips.push({ label: filters.overdue ? 'Overdue' : 'Not overdue', clear: { overdue: null } });
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="More criteria">
      {chips.map((chip) => (
        <li key={chip.label} className="flex h-7 items-center gap-1 rounded-full bg-indigo-50 pr-1 pl-2.5 text-xs font-medium text-indigo-800">
          {chip.label}
          <button
            type="button"
            aria-label={`Remove: ${chip.label}`}
            onClick={() => onChange(chip.clear)}
            className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-indigo-100"
          >
            <X className="size-3" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
