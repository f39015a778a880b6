import type { Context } from '../../graphql/context.js';
import { SUBSCRIBED } from '../../graphql/subscribed.js';
import { readableNotification } from './service.js';

type Added = { notificationId: number };
type Row = NonNullable<Awaited<ReturnType<typeof readableNotification>>>;

/**
 * notificationAdded's events as the rows they name, read through the policy when each arrives: an
 * event whose notification the viewer may not read (not theirs, or cleared since, as a replayed one
 * may be) is skipped, never delivered. An object, not an async generator, so that ending the
 * subscription ends `events` at once instead of after their next event.
 */
export function readableAdded(ctx: Context, events: AsyncIterable<Added | typeof SUBSCRIBED>): AsyncIterableIterator<Row | typeof SUBSCRIBED> {
  const source = events[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<Row | typeof SUBSCRIBED> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      for (;;) {
        const event = await source.next();
        if (event.done) return { done: true, value: undefined };
        if (event.value === SUBSCRIBED) return { done: false, value: SUBSCRIBED };
        const row = await readableNotification(ctx, ctx.viewer, event.value.notificationId);
        if (row) return { done: false, value: row };
      }
    },
    async return() {
      void Promise.resolve(source.return?.()).catch(() => undefined);
      return { done: true, value: undefined };
    },
  };
  return iterator;
}
