import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Filter, Trash2 } from 'lucide-react';
import type { SavedFilterLink_filter$key } from '../../__generated__/SavedFilterLink_filter.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Tooltip } from '../../components/ui/Tooltip.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { cn } from '../../lib/cn.ts';
import { deleteSavedFilter } from './filterWrites.ts';
import { savedFilterPath } from './savedFilterUrl.ts';

type Props = { filter: SavedFilterLink_filter$key; collapsed: boolean };

/** A saved filter in the sidebar: opens the Task List with it; its bin deletes it after asking. */
export function SavedFilterLink({ filter, collapsed }: Props) {
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

  return (
    <div className="group/filter relative">
      <Tooltip content={data.name} side="right" enabled={collapsed}>
        <Link
          to={savedFilterPath(data.rowId, data.definition)}
          aria-label={collapsed ? data.name : undefined}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex h-8 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
            collapsed ? 'justify-center px-0' : 'pr-9',
            active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          <Filter className={cn('size-4 shrink-0', active ? 'text-indigo-600' : 'text-slate-400')} aria-hidden />
          {!collapsed && <span className="truncate">{data.name}</span>}
        </Link>
      </Tooltip>
      {!collapsed && (
        <button
          type="button"
          aria-label={`Delete filter ${data.name}`}
          onClick={() => setConfirming(true)}
          className="absolute top-1/2 right-1 grid size-7 -translate-y-1/2 cursor-pointer place-items-center rounded-md text-slate-400 opacity-0 transition group-focus-within/filter:opacity-100 group-hover/filter:opacity-100 hover:bg-red-50 hover:text-red-600 focus-visible:opacity-100"
        >
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      )}
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
