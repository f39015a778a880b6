import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { logger } from '../lib/logger.js';

/**
 * How long a user's event stays replayable. A subscription sends the events of this window once it
 * listens, so a client misses nothing published between its query and its subscription, or while
 * its socket reconnected (graphql-ws gives up after about half a minute of retries).
 */
export const REPLAY_WINDOW_MS = 60_000;
/** The most events kept per user and channel: a bulk change (an import, an offline replay) keeps its last ones. */
export const REPLAY_MAX_EVENTS = 200;
/** The most users' channels one instance keeps events for; past it the least recently written goes. */
const REPLAY_MAX_KEYS = 10_000;

/** The recent events of one user on one channel, oldest first. */
export type RecentEvents = {
  /** Must be called before the event is published, so that a subscription that missed it finds it here. */
  add(key: string, payload: unknown): void;
  read(key: string): Promise<unknown[]>;
  close(): void;
};

type Kept = { at: number; payload: unknown };

/** One instance: the events in process memory; a channel leaves a window after its last event. */
export function memoryRecentEvents(now = Date.now): RecentEvents {
  const kept = new LRUCache<string, Kept[]>({ max: REPLAY_MAX_KEYS, ttl: REPLAY_WINDOW_MS, perf: { now } });
  const fresh = (list: Kept[]) => list.filter((e) => e.at > now() - REPLAY_WINDOW_MS);
  return {
    add(key, payload) {
      const list = kept.get(key) ?? [];
      list.push({ at: now(), payload });
      kept.set(key, list.length > REPLAY_MAX_EVENTS ? list.slice(-REPLAY_MAX_EVENTS) : list);
    },
    read: async (key) => fresh(kept.get(key) ?? []).map((e) => e.payload),
    close: () => kept.clear(),
  };
}

/**
 * Every instance: a capped Redis list per user and channel, written on the publishing connection
 * just before the PUBLISH, so Redis holds the event before any subscriber can have missed it.
 */
export function redisRecentEvents(client: Redis, now = Date.now): RecentEvents {
  const listKey = (key: string) => `streamline:recent:${key}`;
  return {
    add(key, payload) {
      const k = listKey(key);
      client
        .multi()
        .rpush(k, JSON.stringify({ at: now(), payload }))
        .ltrim(k, -REPLAY_MAX_EVENTS, -1)
        .pexpire(k, REPLAY_WINDOW_MS)
        .exec()
        .catch((error: unknown) => logger.debug({ error: String(error) }, 'redis recent events write failed'));
    },
    async read(key) {
      try {
        const since = now() - REPLAY_WINDOW_MS;
        return (await client.lrange(listKey(key), 0, -1))
          .map((text) => JSON.parse(text) as Kept)
          .filter((e) => e.at > since)
          .map((e) => e.payload);
      } catch (error) {
        // Redis down: live events are paused anyway; the subscription goes on without a replay
        logger.debug({ error: String(error) }, 'redis recent events read failed');
        return [];
      }
    },
    close: () => {},
  };
}
