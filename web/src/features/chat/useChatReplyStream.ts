import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatReplyStreamSubscription } from '../../__generated__/useChatReplyStreamSubscription.graphql.ts';

const replySubscription = graphql`
  subscription useChatReplyStreamSubscription {
    chatReply {
      delta
      done
      messageRowId
    }
  }
`;

/** The assistant's reply, chunk by chunk as it is written (the POST answer still brings the whole). */
export function useChatReplyStream(onDelta: (delta: string) => void) {
  const config = useMemo<GraphQLSubscriptionConfig<useChatReplyStreamSubscription>>(
    () => ({
      subscription: replySubscription,
      variables: {},
      onNext: (response) => {
        if (response?.chatReply.delta) onDelta(response.chatReply.delta);
      },
      onError: (error) => console.warn('chatReply subscription ended', error),
    }),
    [onDelta],
  );
  useSubscription(config);
}
