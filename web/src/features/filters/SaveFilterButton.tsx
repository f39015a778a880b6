import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BookmarkPlus } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import type { TaskFilters } from '../tasks/taskOrder.ts';
import { createSavedFilter } from './filterWrites.ts';
import { definitionOf, isEmptyDefinition } from './savedFilterUrl.ts';

/** "Save filter" of the Task List: names the current filters; the sidebar then lists them. */
export function SaveFilterButton({ filters }: { filters: TaskFilters }) {
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const definition = definitionOf(filters);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const rowId = await createSavedFilter(name.trim(), definition);
      toast({ title: `Filter "${name.trim()}" saved`, variant: 'success' });
      setOpen(false);
      setName('');
      setParams(
        (params) => {
          params.set('filter', String(rowId));
          return params;
        },
        { replace: true },
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="h-9"
        disabled={isEmptyDefinition(definition)}
        title={isEmptyDefinition(definition) ? 'Choose a project, priority, label or search text first' : undefined}
        onClick={() => setOpen(true)}
      >
        <BookmarkPlus aria-hidden /> Save filter
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Save filter" description="It appears in the sidebar under Filters.">
        <form onSubmit={onSubmit} className="grid gap-4">
          <Field label="Filter name" error={error}>
            {(props) => <Input {...props} autoFocus value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || !name.trim()}>
              Save
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
