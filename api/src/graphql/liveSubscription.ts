import type { User } from '../generated/prisma-sqlite/client.js';
import { forbidden, unauthorized } from '../lib/errors.js';
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
 * socket whose rights are gone.
 */
export function liveSubscription<T>(access: LiveAccess, open: (ctx: Context, viewer: User, args: Record<string, unknown>) => AsyncIterable<T>) {
  const subscribe = (_root: unknown, args: Record<string, unknown>, ctx: Context): AsyncIterable<T> => {
    const viewer = allowed(ctx.viewer, access);
    return whileAllowed(ctx, access, open(ctx, viewer, args));
  };
  return {
    authScopes: access === 'admin' ? { admin: true as const } : { signedIn: true as const },
    subscribe: Object.assign(subscribe, { [LIVE]: true }),
  };
}

/** True for a `subscribe` made by liveSubscription. */
export const isLiveSubscribe = (subscribe: unknown) => typeof subscribe === 'function' && LIVE in subscribe;

function allowed(viewer: Context['viewer'], access: LiveAccess): User {
  if (!viewer) throw unauthorized();
  if (access === 'admin' && viewer.role !== 'admin') throw forbidden('Only administrators can do this');
  return viewer;
}

/** `source`, each value delivered only after the session is read again and still allows it. */
function whileAllowed<T>(ctx: Context, access: LiveAccess, source: AsyncIterable<T>): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  const userId = ctx.viewer?.id;
  const close = () => Promise.resolve(events.return?.()).catch(() => undefined);
  // an object, not an async generator: a generator waiting for its next event would queue return()
  // until that event came, and the source's listener would outlive the subscription
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      const result = await events.next();
      if (result.done) return result;
      try {
        const viewer = await currentViewer(ctx);
        if (viewer?.id !== userId) throw unauthorized('Your session has ended');
        ctx.viewer = allowed(viewer, access);
      } catch (error) {
        await close();
        throw error;
      }
      return result;
    },
    async return(value?: unknown) {
      void close();
      return { done: true, value: value as T };
    },
  };
  return iterator;
}

async function currentViewer(ctx: Context) {
  try {
    return await sessionViewer(ctx, ctx.sessionId);
  } catch (error) {
    if (isUnavailable(error)) throw unavailableFrom(error);
    throw error;
  }
}
