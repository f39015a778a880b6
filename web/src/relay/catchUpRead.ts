import { fetchQuery, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { getEnvironment } from './environment.ts';

/** Reads a query from the server into the Relay store; resolves when done, failed or not (a failure is logged). */
export function readAgain<Q extends OperationType>(query: GraphQLTaggedNode, variables: Q['variables'], what: string): Promise<void> {
  return new Promise((resolve) => {
    fetchQuery<Q>(getEnvironment(), query, variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => resolve(),
      error: (error: Error) => {
        console.warn(`Could not read ${what} again`, error);
        resolve();
      },
    });
  });
}

/**
 * The catch-up of a live feed whose subscription first says it listens (api/src/graphql/subscribed.ts).
 * On that cue the screen reads its data again: a change made between its query and its subscription
 * reached no subscription. A change arriving while that read is in flight may be missing from its
 * answer, which replaces what the store holds: then the data is read once more.
 */
export function catchUpReader(read: () => Promise<void>) {
  let reading = false;
  let changedDuringRead = false;
  const run = (): void => {
    reading = true;
    changedDuringRead = false;
    void read().then(() => (changedDuringRead ? run() : (reading = false)));
  };
  const changed = () => {
    changedDuringRead = true;
  };
  return {
    /** the subscription listens now (it says so again after a reconnect) */
    listening: () => (reading ? changed() : run()),
    /** a live change arrived */
    changed,
  };
}
