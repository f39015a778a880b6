import type { PubSub } from './pubsub.js';

/** The first value of a subscription made with `afterListening`: it is listening now. */
export const SUBSCRIBED = Symbol('subscribed');

/**
 * `source` preceded by SUBSCRIBED, which goes out only once the source listens (its channel
 * subscribed, on Redis too). An event published after the client got it reaches the client, so a
 * client that re-reads its data on that cue misses nothing between its query and its subscription.
 * With `replay`, the events it returns (the channel's recent ones) follow the cue instead, and the
 * client need not re-read: an event both replayed and live arrives twice, so events must be
 * idempotent (each says what changed; its fields are read as they are now).
 */
export async function* afterListening<T>(pubsub: PubSub, source: AsyncIterable<T>, replay?: () => Promise<T[]>): AsyncGenerator<T | typeof SUBSCRIBED> {
  const events = source[Symbol.asyncIterator]();
  let next = events.next(); // starts the source: a pubsub Repeater adds its listener on the first next()
  next.catch(() => {}); // a source failing during the wait below is not an unhandled rejection: the loop rethrows it
  try {
    await pubsub.listening();
    yield SUBSCRIBED;
    // read after listening: an event published before this read is in it, one after reaches the source
    if (replay) yield* await replay();
    for (;;) {
      const result = await next;
      if (result.done) return;
      yield result.value;
      next = events.next();
    }
  } finally {
    await events.return?.();
  }
}
