import { commitMutation, type GraphQLTaggedNode } from 'react-relay/hooks.js';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { getEnvironment } from './environment.ts';

/** commitMutation as a promise; Relay rolls the optimistic change back when it fails. */
export function commitAsync<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  optimisticUpdater?: SelectorStoreUpdater<M['response']>,
  updater?: SelectorStoreUpdater<M['response']>,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(getEnvironment(), {
      mutation,
      variables,
      optimisticUpdater,
      updater,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response)),
      onError: reject,
    });
  });
}
