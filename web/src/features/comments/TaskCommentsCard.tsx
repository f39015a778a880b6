import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { MessageSquare } from 'lucide-react';
import type { TaskCommentsCard_task$key } from '../../__generated__/TaskCommentsCard_task.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { CommentBox } from './CommentBox.tsx';
import { CommentItem } from './CommentItem.tsx';
import { addComment } from './commentWrites.ts';
import { useCommentChanges } from './useCommentChanges.ts';

/** The task's comments, oldest first, live; a box to add one with @mentions. */
export function TaskCommentsCard({ task, onCountChange }: { task: TaskCommentsCard_task$key; onCountChange?: (count: number) => void }) {
  const data = useFragment(
    graphql`
      fragment TaskCommentsCard_task on Task {
        id
        mentionableUsers {
          rowId
          username
          displayName
        }
        comments(first: 100) @connection(key: "TaskCommentsCard_comments") {
          __id
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    task,
  );
  const connectionId = data.comments.__id;
  useCommentChanges(data.id, connectionId);
  const edges = data.comments.edges ?? [];
  useEffect(() => onCountChange?.(edges.length), [edges.length, onCountChange]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comments</CardTitle>
        <CardDescription>{edges.length === 0 ? 'No comments yet.' : `${edges.length} ${edges.length === 1 ? 'comment' : 'comments'}`}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {edges.length === 0 ? (
          <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center">
            <MessageSquare className="size-5 text-slate-300" aria-hidden />
            <p className="text-sm text-slate-500">Start the conversation: mention someone with @.</p>
          </div>
        ) : (
          <ul className="grid gap-4" aria-label="Comments">
            {edges.map((edge) => edge?.node && <CommentItem key={edge.node.id} comment={edge.node} mentionable={data.mentionableUsers} />)}
          </ul>
        )}
        <CommentBox
          label="Add a comment"
          placeholder="Write a comment…"
          submitLabel="Comment"
          mentionable={data.mentionableUsers}
          onSubmit={async (body) => {
            await addComment(data.id, body, connectionId);
          }}
        />
      </CardContent>
    </Card>
  );
}
