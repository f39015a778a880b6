import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { TaskEditDialog_task$key } from '../../__generated__/TaskEditDialog_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { fromDateInput } from './format.ts';
import { deadlineDraft, draftPatch, TaskFields, validateDraft, type ProjectOption, type TaskDraft } from './TaskFields.tsx';
import { updateTask } from './taskWrites.ts';
import { Modal } from '../../components/ui/Modal.tsx';

type Props = { task: TaskEditDialog_task$key; projects: readonly ProjectOption[]; onClose: () => void };

/** Edits a task in place (opened from a row); saving closes at once, the write is optimistic. */
export function TaskEditDialog({ task, projects, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskEditDialog_task on Task {
        rowId
        name
        description
        priority
        duration
        dueDate
        dueTime
        plannedDate
        recurrence
        recurFrom
        projectRowId
      }
    `,
    task,
  );
  const [saved] = useState<TaskDraft>(() => ({
    name: data.name,
    description: data.description ?? '',
    priority: data.priority,
    duration: data.duration,
    projectRowId: data.projectRowId,
    ...deadlineDraft(data),
  }));
  const [draft, setDraft] = useState<TaskDraft>(saved);
  const [errors, setErrors] = useState<ReturnType<typeof validateDraft>>({});
  const [waiting, setWaiting] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const patch = draftPatch(saved, draft, fromDateInput);
    // a rule typed by hand may be refused: the dialog waits for the answer, to keep it with the reason
    const waits = patch.recurrence !== undefined && draft.repeat.kind === 'custom';
    if (!waits) onClose();
    if (!Object.keys(patch).length) return;
    setWaiting(waits);
    updateTask(data.rowId, patch)
      .finally(() => setWaiting(false))
      .then(
        () => {
          if (waits) onClose();
          toast({ title: 'Task updated', description: `"${draft.name.trim()}" is saved.`, variant: 'success' });
        },
        (e: Error) => {
          toast({ title: 'Could not update the task', description: e.message, variant: 'destructive' });
          if (waits && e.message.startsWith('recurrence')) setErrors({ repeat: e.message });
          else if (waits) onClose();
        },
      );
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit task">
      <form className="grid gap-5" onSubmit={save} aria-label="Edit task">
        <TaskFields draft={draft} onChange={setDraft} projects={projects} errors={errors} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={waiting}>
            Save changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
