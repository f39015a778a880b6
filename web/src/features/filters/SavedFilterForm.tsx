import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { SavedFilterFormQuery } from '../../__generated__/SavedFilterFormQuery.graphql.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { FilterDefinition } from '../../../../shared/filters/validation.ts';
import type { PriorityBand } from '../../../../shared/tasks/priority.ts';
import { INBOX_NAME, inboxFirst } from '../projects/inboxFirst.ts';
import { PriorityBandOptions } from '../tasks/PriorityBandOptions.tsx';
import { Select } from '../tasks/ui/controls.tsx';
import { isEmptyDefinition } from './savedFilterUrl.ts';

export type SavedFilterDraft = { name: string; definition: FilterDefinition };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initial: SavedFilterDraft;
  submitLabel: string;
  /** saves the draft; a rejection's message shows in the form */
  onSubmit: (draft: SavedFilterDraft) => Promise<void>;
};

/** A saved filter's name and criteria: several projects and labels, priority, deadline range, assignee, overdue and text. */
export function SavedFilterForm(props: Props) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description="A task shows when it matches every criterion given; any of the projects, any of the labels."
    >
      {props.open && (
        <Suspense fallback={<Spinner className="text-slate-400" />}>
          <FilterFields {...props} />
        </Suspense>
      )}
    </Modal>
  );
}

const box = 'grid max-h-36 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2';

function FilterFields({ onOpenChange, initial, submitLabel, onSubmit }: Props) {
  const data = useLazyLoadQuery<SavedFilterFormQuery>(
    graphql`
      query SavedFilterFormQuery {
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              inbox
            }
          }
        }
        labels {
          rowId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { user } = useAuth();
  const [name, setName] = useState(initial.name);
  const [d, setD] = useState<FilterDefinition>(initial.definition);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FilterDefinition>) =>
    setD((current) => {
      const next: Record<string, unknown> = { ...current, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined || (Array.isArray(next[key]) && !(next[key] as unknown[]).length)) delete next[key];
      return next as FilterDefinition;
    });
  const toggle = (list: number[] | undefined, id: number) => (list?.includes(id) ? list.filter((x) => x !== id) : [...(list ?? []), id]);
  const projects = inboxFirst(data.projects.edges.map((e) => e.node));
  const labels = (data.labels ?? []).filter(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit({ name: name.trim(), definition: d });
      onOpenChange(false);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field label="Filter name" error={error}>
        {(p) => <Input {...p} autoFocus value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />}
      </Field>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Projects (any of them)</legend>
        <div className={box}>
          {projects.map((p) => (
            <label key={p.rowId} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={!!d.projectIds?.includes(p.rowId)} onChange={() => set({ projectIds: toggle(d.projectIds, p.rowId) })} />
              {p.inbox ? INBOX_NAME : p.name}
            </label>
          ))}
        </div>
      </fieldset>
      {labels.length > 0 && (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Labels (any of them)</legend>
          <div className={box}>
            {labels.map((l) => (
              <label key={l.rowId} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={!!d.labelIds?.includes(l.rowId)} onChange={() => set({ labelIds: toggle(d.labelIds, l.rowId) })} />
                {l.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Priority">
          {(p) => (
            <Select {...p} value={d.priority ?? ''} onChange={(e) => set({ priority: (e.target.value || undefined) as PriorityBand | undefined })}>
              <PriorityBandOptions />
            </Select>
          )}
        </Field>
        <Field label="Text">{(p) => <Input {...p} value={d.text ?? ''} onChange={(e) => set({ text: e.target.value || undefined })} maxLength={200} />}</Field>
        <Field label="Due or planned from">
          {(p) => <Input {...p} type="date" value={d.dateFrom ?? ''} onChange={(e) => set({ dateFrom: e.target.value || undefined })} />}
        </Field>
        <Field label="Due or planned until">
          {(p) => <Input {...p} type="date" value={d.dateTo ?? ''} onChange={(e) => set({ dateTo: e.target.value || undefined })} />}
        </Field>
        <Field label="Overdue">
          {(p) => (
            <Select
              {...p}
              value={d.overdue === undefined ? '' : String(d.overdue)}
              onChange={(e) => set({ overdue: e.target.value === '' ? undefined : e.target.value === 'true' })}
            >
              <option value="">Either</option>
              <option value="true">Only overdue</option>
              <option value="false">Not overdue</option>
            </Select>
          )}
        </Field>
        <Field label="Assignee">
          {(p) => (
            <Select {...p} value={d.assigneeId ?? ''} onChange={(e) => set({ assigneeId: Number(e.target.value) || undefined })}>
              <option value="">Anyone</option>
              {user && <option value={user.id}>Me</option>}
              {d.assigneeId && d.assigneeId !== user?.id && <option value={d.assigneeId}>User {d.assigneeId}</option>}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !name.trim() || isEmptyDefinition(d)}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
