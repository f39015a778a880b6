import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Filter, Pencil, Trash2 } from 'lucide-react';
import type { SavedFilterLink_filter$key } from '../../__generated__/SavedFilterLink_filter.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Tooltip } from '../../components/ui/Tooltip.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { cn } from '../../lib/cn.ts';
import { deleteSavedFilter, updateSavedFilter } from './filterWrites.ts';
import { SavedFilterForm, type SavedFilterDraft } from './SavedFilterForm.tsx';
import { filtersOf, definitionOf, savedFilterPath } from './savedFilterUrl.ts';

type Props = {
  filter: SavedFilterLink_filter$key;
  collapsed: boolean;
  /** the mobile menu's rows: taller, and closing the menu when followed */
  variant?: 'sidebar' | 'menu';
  onNavigate?: () => void;
};

/** A saved filter in the sidebar or the mobile menu: opens the Task List with it; its pencil edits it, its bin deletes it after asking. */
export function SavedFilterLink({ filter, collapsed, variant = 'sidebar', onNavigate }: Props) {
  const data = useFragment(
    graphql`
      fragment SavedFilterLink_filter on SavedFilter {
        rowId
        name
        definition
      }
    `,
    filter,
  );
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const active = pathname === '/task-list' && new URLSearchParams(search).get('filter') === String(data.rowId);

  const onDelete = async () => {
    setBusy(true);
    try {
      await deleteSavedFilter(data.rowId);
      toast({ title: `Filter "${data.name}" deleted`, variant: 'success' });
      if (active) navigate('/task-list', { replace: true });
    } catch (e) {
      toast({ title: 'Could not delete the filter', description: (e as Error).message, variant: 'destructive' });
      setBusy(false);
    }
  };

  const onEdit = async ({ name, definition }: SavedFilterDraft) => {
    const saved = await updateSavedFilter(data.rowId, name, definition);
    toast({ title: `Filter "${name}" saved`, variant: 'success' });
    if (active) navigate(savedFilterPath(data.rowId, saved), { replace: true });
  };

  const menu = variant === 'menu';
  return (
    <div className="group/filter relative">
      <Tooltip content={data.name} side="right" enabled={collapsed}>
        <Link
          to={savedFilterPath(data.rowId, data.definition)}
          aria-label={collapsed ? data.name : undefined}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          className={cn(
            'flex items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
            menu ? 'h-11 px-3 pr-20' : 'h-8',
            collapsed ? 'justify-center px-0' : !menu && 'pr-16',
            active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          <Filter className={cn('size-4 shrink-0', active ? 'text-indigo-600' : 'text-slate-400')} aria-hidden />
          {!collapsed && <span className="truncate">{data.name}</span>}
        </Link>
      </Tooltip>
      {!collapsed && (
        <div
          className={cn(
            'absolute top-1/2 right-1 flex -translate-y-1/2 gap-0.5 transition',
            !menu && 'opacity-0 group-focus-within/filter:opacity-100 group-hover/filter:opacity-100',
          )}
        >
          <button
            type="button"
            aria-label={`Edit filter ${data.name}`}
            onClick={() => setEditing(true)}
            className="grid size-7 cursor-pointer place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <Pencil className="size-3.5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Delete filter ${data.name}`}
            onClick={() => setConfirming(true)}
            className="grid size-7 cursor-pointer place-items-center rounded-md text-slate-400 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="size-3.5" aria-hidden />
          </button>
        </div>
      )}
      <SavedFilterForm
        open={editing}
        onOpenChange={setEditing}
        title={`Edit the filter "${data.name}"`}
        submitLabel="Save changes"
        initial={{ name: data.name, definition: definitionOf(filtersOf(data.definition)) }}
        onSubmit={onEdit}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete the filter "${data.name}"?`}
        description="Only the saved filter goes; no task changes."
        confirmLabel="Delete filter"
        busy={busy}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
