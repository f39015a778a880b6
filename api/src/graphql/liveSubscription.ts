import type { User } from '../generated/prisma-sqlite/client.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { isUnavailable, unavailableFrom } from '../lib/unavailable.js';
import { sessionViewer } from '../modules/auth/sessionViewer.js';
import type { Context } from './context.js';

/** Who may receive a subscription's events. */
export type LiveAccess = 'signedIn' | 'admin';

const LIVE = Symbol('liveSubscription');

/**
 * The `authScopes` and `subscribe` of a subscription field (every one is built with it). Its events
 * are delivered only while the socket's session lasts and its user keeps the access: before each
 * event (the first value and replayed ones too) the session is read again, and on a sign-out, an
 * ended or expired session, a rejection or a demotion the subscription ends with UNAUTHENTICATED or
 * FORBIDDEN instead of delivering. A check made once at subscribe time would keep streaming to a
 * socket whose rights are gone. The check before each event is the guarantee; a sign-out also ends
 * the subscriptions of its session at once.
 */
export function liveSubscription<T>(access: LiveAccess, open: (ctx: Context, viewer: User, args: Record<string, unknown>) => AsyncIterable<T>) {
  const subscribe = (_root: unknown, args: Record<string, unknown>, ctx: Context): AsyncIterable<T> => {
    const viewer = allowed(ctx.viewer, access);
    return whileAllowed(ctx, access, viewer.id, open(ctx, viewer, args));
  };
  return {
    authScopes: access === 'admin' ? { admin: true as const } : { signedIn: true as const },
    subscribe: Object.assign(subscribe, { [LIVE]: true }),
  };
}

/** True for a `subscribe` made by liveSubscription. */
export const isLiveSubscribe = (subscribe: unknown) => typeof subscribe === 'function' && LIVE in subscribe;

function allowed(viewer: Context['viewer'], access: LiveAccess): NonNullable<Context['viewer']> {
  if (!viewer) throw unauthorized();
  if (access === 'admin' && viewer.role !== 'admin') throw forbidden('Only administrators can do this');
  return viewer;
}

/**
 * `source`, each value delivered only after the session is read again and still allows it. A
 * 'sessions:ended' signal for the user (a sign-out, the sessions ended by a rejection or a password
 * change) makes it check at once, so a subscription whose session ended does not wait for its next
 * event to end.
 */
function whileAllowed<T>(ctx: Context, access: LiveAccess, userId: number, source: AsyncIterable<T>): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  const check = async () => {
    const viewer = await currentViewer(ctx);
    if (viewer?.id !== userId) throw unauthorized('Your session has ended');
    ctx.viewer = allowed(viewer, access);
  };
  let revoke: (error: unknown) => void = () => {};
  const revoked = new Promise<never>((_resolve, reject) => (revoke = reject));
  revoked.catch(() => {}); // read only by a next() racing it
  const signals = watchSessionEnds(ctx, userId, check, revoke);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    void signals.return?.();
    void Promise.resolve(events.return?.()).catch(() => undefined);
  };
  // an object, not an async generator: a generator waiting for its next event would queue return()
  // until that event came
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (finished) return { done: true, value: undefined };
      try {
        const result = await Promise.race([events.next(), revoked]);
        if (result.done) finish();
        else await check();
        return result;
      } catch (error) {
        finish();
        throw error;
      }
    },
    async return(value?: unknown) {
      finish();
      return { done: true, value: value as T };
    },
  };
  return iterator;
}

/** Checks the session on each 'sessions:ended' signal of the user; `revoke`s with the check's refusal. */
function watchSessionEnds(ctx: Context, userId: number, check: () => Promise<void>, revoke: (error: unknown) => void) {
  const signals = ctx.pubsub.subscribe('sessions:ended', userId)[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const signal = await signals.next();
      if (signal.done) return;
      try {
        await check();
      } catch (error) {
        // a database away is no refusal: the check before the next event decides then
        if (error instanceof AppError && error.status === 503) continue;
        revoke(error);
        return;
      }
    }
  })().catch(() => undefined);
  return signals;
}

async function currentViewer(ctx: Context) {
  try {
    return await sessionViewer(ctx, ctx.sessionId);
  } catch (error) {
    if (isUnavailable(error)) throw unavailableFrom(error);
    throw error;
  }
}
