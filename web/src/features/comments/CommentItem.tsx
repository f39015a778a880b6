import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDistanceToNow } from 'date-fns';
import { Pencil, Trash2 } from 'lucide-react';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { CommentBox } from './CommentBox.tsx';
import type { Mentionable } from './MentionList.tsx';
import { deleteComment, updateComment } from './commentWrites.ts';

/** One comment: its author, when, the rendered Markdown; its author may edit or delete it. */
export function CommentItem({ comment, mentionable }: { comment: CommentItem_comment$key; mentionable: readonly Mentionable[] }) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        body
        html
        createdAt
        editedAt
        viewerCanEdit
        author {
          displayName
        }
      }
    `,
    comment,
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteComment(data.id);
      setConfirming(false);
    } catch (error) {
      toast({ title: 'Could not delete the comment', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="group grid gap-1.5" data-testid="comment">
      <div className="flex items-center gap-2 text-xs">
        <span className="font-semibold text-slate-800">{data.author.displayName}</span>
        <span className="text-slate-500">{formatDistanceToNow(new Date(data.createdAt as string), { addSuffix: true })}</span>
        {data.editedAt && <span className="text-slate-400">(edited)</span>}
        {data.viewerCanEdit && !editing && (
          <span className="ml-auto flex gap-1 opacity-70 group-hover:opacity-100">
            <Button variant="ghost" size="icon" className="size-7" aria-label="Edit comment" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" className="size-7" aria-label="Delete comment" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <CommentBox
          label="Edit comment"
          mentionable={mentionable}
          initial={data.body}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await updateComment(data.id, body);
            setEditing(false);
          }}
        />
      ) : (
        // the server renders a safe Markdown subset (shared/comments/markdown.ts): no raw HTML, no images, http/https/mailto links only
        <div
          className="prose-comment text-sm leading-relaxed wrap-anywhere text-slate-700 [&_a]:text-indigo-600 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: data.html }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description="It is removed for everyone who can see the task."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
