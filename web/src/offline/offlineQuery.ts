import type { GraphQLResponse } from 'relay-runtime';
import { isOnline, setOnline } from './connectivity.ts';
import { isNetworkError, rememberAnswer, rememberedAnswer } from './queryCache.ts';
import { applyLocalOverlay } from './relayBridge.ts';
import { refetch } from './sync.ts';

const MIRROR_EVERY_MS = 10_000;
let lastMirror = 0;
/** The online list is mirrored into the local store (at most every 10 s), so it opens offline and edits have a base. */
function mirrorSoon() {
  if (Date.now() - lastMirror < MIRROR_EVERY_MS) return;
  lastMirror = Date.now();
  void refetch();
}

/**
 * A GraphQL query through the offline layer: online answers are remembered; with no answer the
 * remembered one is served. Either way the local overlay (pending offline work) follows, once Relay
 * has written the answer to its store.
 */
export async function offlineAwareQuery(name: string, variables: unknown, online: () => unknown): Promise<GraphQLResponse> {
  const overlay = () => setTimeout(() => void applyLocalOverlay(), 0);
  if (isOnline()) {
    try {
      const answer = (await online()) as GraphQLResponse;
      rememberAnswer(name, variables, answer);
      mirrorSoon();
      overlay();
      return answer;
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      if (!navigator.onLine) setOnline(false);
    }
  }
  const remembered = rememberedAnswer<GraphQLResponse>(name, variables);
  if (!remembered) throw new Error('You are offline. This operation will be available when you reconnect.');
  overlay();
  return remembered;
}
