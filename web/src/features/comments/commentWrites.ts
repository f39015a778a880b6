import { graphql } from 'react-relay/hooks.js';
import { commitAsync } from '../../relay/commitAsync.ts';
import type { commentWritesAddMutation } from '../../__generated__/commentWritesAddMutation.graphql.ts';
import type { commentWritesUpdateMutation } from '../../__generated__/commentWritesUpdateMutation.graphql.ts';
import type { commentWritesDeleteMutation } from '../../__generated__/commentWritesDeleteMutation.graphql.ts';

const add = graphql`
  mutation commentWritesAddMutation($input: AddCommentInput!, $connections: [ID!]!) {
    addComment(input: $input) {
      commentEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;

const update = graphql`
  mutation commentWritesUpdateMutation($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      comment {
        id
        ...CommentItem_comment
      }
    }
  }
`;

const remove = graphql`
  mutation commentWritesDeleteMutation($input: DeleteCommentInput!) {
    deleteComment(input: $input) {
      deletedCommentId @deleteRecord
    }
  }
`;

/** Adds a comment to the task, at the end of the listed connection. */
export const addComment = (taskId: string, body: string, connectionId: string) =>
  commitAsync<commentWritesAddMutation>(add, { input: { taskId, body }, connections: [connectionId] });

export const updateComment = (id: string, body: string) => commitAsync<commentWritesUpdateMutation>(update, { input: { id, body } });

export const deleteComment = (id: string) => commitAsync<commentWritesDeleteMutation>(remove, { input: { id } });
