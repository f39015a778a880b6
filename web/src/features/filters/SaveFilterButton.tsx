import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookmarkPlus } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import type { TaskFilters } from '../tasks/taskOrder.ts';
import { createSavedFilter } from './filterWrites.ts';
import { SavedFilterForm, type SavedFilterDraft } from './SavedFilterForm.tsx';
import { definitionOf, isEmptyDefinition, savedFilterPath } from './savedFilterUrl.ts';

/** "Save filter" of the Task List: names the current filters (more projects and labels can be added); the sidebar then lists it. */
export function SaveFilterButton({ filters }: { filters: TaskFilters }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const definition = definitionOf(filters);

  const save = async ({ name, definition: saved }: SavedFilterDraft) => {
    const rowId = await createSavedFilter(name, saved);
    toast({ title: `Filter "${name}" saved`, variant: 'success' });
    const path = new URL(savedFilterPath(rowId, saved), window.location.origin);
    if (filters.completed !== null) path.searchParams.set('status', filters.completed ? 'done' : 'open');
    if (filters.sort !== 'position') path.searchParams.set('sort', filters.sort);
    navigate(path.pathname + path.search, { replace: true });
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
      <SavedFilterForm open={open} onOpenChange={setOpen} title="Save filter" submitLabel="Save" initial={{ name: '', definition }} onSubmit={save} />
    </>
  );
}
