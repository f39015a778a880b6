import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { TaskRow_task$key } from '../../__generated__/TaskRow_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { addDaysTo } from '../../../../shared/tasks/dates.ts';
import { TaskRow } from '../tasks/TaskRow.tsx';
import type { ProjectOption } from '../tasks/TaskFields.tsx';
import { rescheduleTasks } from '../tasks/taskWrites.ts';

type Props = {
  tasks: ReadonlyArray<{ id: string; rowId: number } & TaskRow_task$key>;
  projects: readonly ProjectOption[];
  today: string;
  onMoved: () => void;
};

/** Upcoming's first section: the open tasks past their deadline, and moving them all to today or tomorrow. */
export function OverdueSection({ tasks, projects, today, onMoved }: Props) {
  const [busy, setBusy] = useState(false);
  async function moveAll(dueDate: string) {
    setBusy(true);
    try {
      await rescheduleTasks(
        tasks.map((t) => t.rowId),
        dueDate,
      );
      onMoved();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not reschedule', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-label="Overdue" className="rounded-xl border border-red-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-red-100 px-4 py-2.5">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-red-700">
          <AlertTriangle className="size-4" aria-hidden /> Overdue
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => moveAll(today)}>
            Reschedule all to today
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => moveAll(addDaysTo(today, 1))}>
            Reschedule all to tomorrow
          </Button>
        </div>
      </div>
      <div className="divide-y divide-slate-100">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} projects={projects} showProject />
        ))}
      </div>
    </section>
  );
}
