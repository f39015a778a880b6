import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { LinkTile_link$key } from '../../__generated__/LinkTile_link.graphql.ts';
import { DragHandle } from '../../components/sortable/DragHandle.tsx';
import { cn } from '../../lib/cn.ts';
import { DeleteLinkDialog } from './DeleteLinkDialog.tsx';
import { EditLinkDialog } from './EditLinkDialog.tsx';
import { LinkFavicon } from './LinkFavicon.tsx';
import { hostOf } from './linkValidation.ts';

type Props = { link: LinkTile_link$key };

const iconButton =
  'grid size-8 place-items-center rounded-lg text-slate-400 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** One quick link: opens in a new tab; a handle to drag it (mouse, touch or keyboard), edit and delete. */
export function LinkTile({ link }: Props) {
  const data = useFragment(
    graphql`
      fragment LinkTile_link on Link {
        id
        label
        url
      }
    `,
    link,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const sortable = useSortable({ id: data.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;

  return (
    <li
      ref={setNodeRef}
      aria-label={data.label}
      data-testid="link-tile"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group relative flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 pr-2 shadow-sm transition-shadow hover:border-slate-300 hover:shadow-md',
        isDragging && 'z-10 opacity-60 shadow-lg ring-2 ring-indigo-200',
      )}
    >
      <DragHandle label={data.label} sortable={sortable} className="relative z-[1] size-8 w-6 rounded-lg" />
      <LinkFavicon label={data.label} url={data.url} />
      <a
        href={data.url}
        target="_blank"
        rel="noopener noreferrer"
        className="min-w-0 flex-1 rounded-md outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
      >
        <span className="flex items-center gap-1.5 truncate text-sm font-semibold text-slate-900">
          <span className="truncate">{data.label}</span>
          <ExternalLink className="size-3.5 shrink-0 text-slate-300 transition group-hover:text-indigo-500" aria-hidden />
        </span>
        <span className="block truncate text-xs text-slate-500">{hostOf(data.url)}</span>
      </a>
      {/* above the stretched link so they stay clickable */}
      <div className="relative z-[1] flex items-center">
        <button type="button" className={iconButton} aria-label={`Edit ${data.label}`} title="Edit" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-600')}
          aria-label={`Delete ${data.label}`}
          title="Delete"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <EditLinkDialog link={data} open={editing} onOpenChange={setEditing} />
      <DeleteLinkDialog link={data} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
