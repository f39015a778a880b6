import type { GraphQLResponse } from 'relay-runtime';
import { isOnline, setOnline } from './connectivity.ts';
import { answeredByServer, localAnswer } from './localTaskDetail.ts';
import { isNetworkError, rememberAnswer, rememberedAnswer } from './queryCache.ts';
import { applyLocalOverlay } from './relayBridge.ts';
import { isMirroring, refetch } from './sync.ts';

/** At most one mirror per 10 s. */
export const MIRROR_EVERY_MS = 10_000;
/** The mirror waits until queries have been quiet this long (a list paging as it scrolls goes first)… */
export const MIRROR_QUIET_MS = 1_000;
/** …but no longer than this after the query that asked for it. */
export const MIRROR_MAX_WAIT_MS = 30_000;

let lastMirror = 0;
let quietTimer: ReturnType<typeof setTimeout> | null = null;
let firstAsk = 0;

/**
 * The online list is mirrored into the local store (so it opens offline and edits have a base), off
 * the critical path: once queries have been quiet for 1 s (not while a list is still paging, unless
 * it pages for 30 s), at most every 10 s, never while a mirror runs, and started in an idle slot.
 * The mirror itself writes only what changed, in chunks that yield (db.mirrorServerTasks).
 */
function mirrorSoon() {
  const now = Date.now();
  if (now - lastMirror < MIRROR_EVERY_MS) return;
  if (!quietTimer) firstAsk = now;
  else clearTimeout(quietTimer);
  const wait = Math.min(MIRROR_QUIET_MS, Math.max(0, firstAsk + MIRROR_MAX_WAIT_MS - now));
  quietTimer = setTimeout(startMirror, wait);
}

function startMirror() {
  quietTimer = null;
  if (!isOnline() || isMirroring() || Date.now() - lastMirror < MIRROR_EVERY_MS) return;
  lastMirror = Date.now();
  const go = () => void refetch();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 2_000 });
  else go();
}

/**
 * A GraphQL query through the offline layer: online answers are remembered; with no answer the
 * remembered one is served (for a task page with none remembered, one built from the local store).
 * Either way the local overlay (pending offline work) follows, once Relay has written the answer to
 * its store.
 */
export async function offlineAwareQuery(name: string, variables: unknown, online: () => unknown): Promise<GraphQLResponse> {
  if (isOnline()) {
    try {
      return takeOnlineAnswer(name, variables, (await online()) as GraphQLResponse);
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      if (!navigator.onLine) setOnline(false);
    }
  }
  // a task page never opened online is built from the local copy of the task
  const remembered = rememberedAnswer<GraphQLResponse>(name, variables) ?? (await localAnswer(name, variables));
  if (!remembered) throw new Error('You are offline. This operation will be available when you reconnect.');
  overlayLocalWork(true);
  return remembered;
}

/** An online answer through the offline layer: remembered, the mirror scheduled, the local overlay to follow. */
export function takeOnlineAnswer(name: string, variables: unknown, answer: GraphQLResponse): GraphQLResponse {
  rememberAnswer(name, variables, answer);
  answeredByServer(name, variables);
  mirrorSoon();
  overlayLocalWork();
  return answer;
}

/** Pending offline work is laid over the answer once Relay has written it to its store. */
function overlayLocalWork(remembered = false) {
  setTimeout(() => void applyLocalOverlay({ remembered }), 0);
}
