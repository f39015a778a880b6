import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { Redis, RedisOptions } from 'ioredis';
import { logger } from '../lib/logger.js';
import { memoryRecentEvents, redisRecentEvents, type RecentEvents } from './recentEvents.js';

/**
 * Every live event of the app. Channels keyed by a user id deliver only to that user.
 * With REDIS_URL the events cross instances through Redis; otherwise they stay in process.
 */
export type Channels = {
  'chat:reply': [userId: number, payload: { delta: string; done: boolean; messageId?: number }];
  'timer:changed': [userId: number, payload: { userId: number }];
  'users:changed': [payload: { userId: number }];
  /** some of the user's sessions ended (signed out, or every session but one): their open subscriptions check theirs at once */
  'sessions:ended': [userId: number, payload: { userId: number }];
  'notifications:added': [userId: number, payload: { notificationId: number }];
  /** projectId: the project a deleted task was in (its counts changed) */
  'tasks:changed': [userId: number, payload: { kind: 'created' | 'updated' | 'deleted'; taskId: number; projectId?: number }];
  /** keyed by the task: everyone viewing it may hear (each event is checked against the task policy) */
  'comments:changed': [taskId: number, payload: { kind: 'created' | 'updated' | 'deleted'; commentId: number; taskId: number }];
};

/** The channels whose recent events a new subscription replays (recentEvents.ts). */
const REPLAYED = ['tasks:changed', 'notifications:added', 'users:changed', 'comments:changed'] as const;
type Replayed = (typeof REPLAYED)[number];
/** A channel's payload: the last of its publish arguments (after the user id of a per-user channel). */
type Payload<C extends keyof Channels> = Channels[C] extends [number, infer P] ? P : Channels[C][0];

export type PubSub = ReturnType<typeof createPubSub<Channels>> & {
  /** Resolves once every channel subscribed so far is listening (Redis confirmed it), or after 2 s. */
  listening(): Promise<void>;
  /** The events of the last minute on a replayed channel (the user's, on a per-user channel), oldest first. */
  recent<C extends Replayed>(channel: C, ...userId: Channels[C] extends [number, unknown] ? [number] : []): Promise<Payload<C>[]>;
};

/** Keeps each event of a replayed channel before publishing it. */
function withRecent(pubsub: ReturnType<typeof createPubSub<Channels>>, recentEvents: RecentEvents, listening: () => Promise<void>): PubSub {
  const publish = pubsub.publish.bind(pubsub) as (channel: string, ...args: unknown[]) => void;
  const replayed = (channel: string): channel is Replayed => (REPLAYED as readonly string[]).includes(channel);
  // a per-user channel is published with (userId, payload), one for everybody with (payload)
  const key = (channel: string, userId?: unknown) => (userId === undefined ? channel : `${channel}:${userId}`);
  return Object.assign(pubsub, {
    publish: ((channel: string, ...args: unknown[]) => {
      if (replayed(channel)) recentEvents.add(args.length > 1 ? key(channel, args[0]) : key(channel), args.at(-1));
      publish(channel, ...args);
    }) as PubSub['publish'],
    listening,
    recent: ((channel: Replayed, userId?: number) => recentEvents.read(key(channel, userId))) as PubSub['recent'],
  });
}

/** The longest a subscription waits for Redis to confirm its channel before it reports itself ready. */
const LISTENING_WAIT_MS = 2000;

// reconnect every 0.1 s … 2 s, for ever: live updates resume by themselves when Redis is back
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2000);

/**
 * A lost Redis degrades live updates only: requests never wait for it and never fail because of it.
 * - publishing while Redis is unreachable drops the event at once (no offline queue that would grow
 *   and replay stale events later); a failed publish is swallowed;
 * - the subscriber queues its SUBSCRIBE commands while disconnected and ioredis re-subscribes every
 *   channel after a reconnect (autoResubscribe), so open subscriptions receive events again.
 */
export async function createAppPubSub(redisUrl?: string): Promise<AppBus> {
  if (!redisUrl) {
    const recentEvents = memoryRecentEvents();
    // one listener per open subscription of a channel: a team watching one project passes Node's warning level of 10
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: withRecent(createPubSub<Channels>({ eventTarget }), recentEvents, async () => {}), close: async () => recentEvents.close() };
  }
  // loaded only with REDIS_URL: a single instance never needs the client in memory
  const [{ Redis }, { createRedisEventTarget }] = await Promise.all([import('ioredis'), import('@graphql-yoga/redis-event-target')]);
  const base: RedisOptions = { retryStrategy, lazyConnect: false, connectTimeout: 2000 };
  const publishClient = new Redis(redisUrl, { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscribeClient = new Redis(redisUrl, { ...base, enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true });
  watch(publishClient, 'publish');
  watch(subscribeClient, 'subscribe');
  const ignore = (what: string) => (err: unknown) => logger.debug({ error: String(err) }, `redis ${what} failed`);
  // the event target calls these without awaiting them: every rejection is handled here
  const publisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(ignore('publish')),
  };
  const subscribing = new Set<Promise<unknown>>();
  const subscriber = {
    on: (event: string, listener: (...args: any[]) => void) => subscribeClient.on(event, listener),
    subscribe: (...channels: string[]) => {
      const confirmed = subscribeClient.subscribe(...channels).catch(ignore('subscribe'));
      subscribing.add(confirmed);
      void confirmed.finally(() => subscribing.delete(confirmed));
      return confirmed;
    },
    unsubscribe: (...channels: string[]) => subscribeClient.unsubscribe(...channels).catch(ignore('unsubscribe')),
  };
  const eventTarget = createRedisEventTarget({
    publishClient: publisher as unknown as Redis,
    subscribeClient: subscriber as unknown as Redis,
  });
  const listening = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, LISTENING_WAIT_MS)));
    await Promise.race([Promise.all([...subscribing]), late]);
    clearTimeout(timer);
  };
  return {
    pubsub: withRecent(createPubSub<Channels>({ eventTarget }), redisRecentEvents(publishClient), listening),
    redis: { ping: () => publishClient.ping(), status: () => publishClient.status },
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/** The app's live events, the Redis they go through (when configured) and how to close them. */
export type AppBus = { pubsub: PubSub; redis?: { ping(): Promise<string>; status(): string }; close(): Promise<void> };

/** Logs an outage once, and the recovery. */
function watch(client: Redis, role: string) {
  let down = false;
  client.on('error', (err) => {
    if (!down) logger.error({ role, error: String(err) }, 'redis unavailable: live updates between instances are paused');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info({ role }, 'redis is back: live updates resume');
    down = false;
  });
}
