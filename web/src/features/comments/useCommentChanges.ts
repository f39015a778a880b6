import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCommentChangesSubscription } from '../../__generated__/useCommentChangesSubscription.graphql.ts';

const subscription = graphql`
  subscription useCommentChangesSubscription($taskId: ID!) {
    commentChanged(taskId: $taskId) {
      kind
      commentId
      comment {
        id
        ...CommentItem_comment
      }
    }
  }
`;

/**
 * Keeps a task's comments live for everyone viewing it: a comment added, edited or deleted by anyone
 * shows without a reload. Events may arrive twice (replayed after a reconnect): an added comment
 * already listed is not added again.
 */
export function useCommentChanges(taskId: string, connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<useCommentChangesSubscription>>(
    () => ({
      subscription,
      variables: { taskId },
      updater: (store, data) => {
        const event = data?.commentChanged;
        if (!event) return;
        if (event.kind === 'deleted') {
          const connection = store.get(connectionId);
          if (connection) ConnectionHandler.deleteNode(connection, event.commentId);
          store.delete(event.commentId);
          return;
        }
        const comment = store.getRootField('commentChanged')?.getLinkedRecord('comment');
        const connection = store.get(connectionId);
        if (event.kind !== 'created' || !comment || !connection) return;
        const listed = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === comment.getDataID());
        if (listed) return;
        const edge = ConnectionHandler.createEdge(store, connection, comment, 'CommentEdge');
        ConnectionHandler.insertEdgeAfter(connection, edge);
      },
      onError: (error) => console.warn('commentChanged subscription ended', error),
    }),
    [taskId, connectionId],
  );
  useSubscription(config);
}
