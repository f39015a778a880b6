import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Every live event of the app. Channels keyed by a user id deliver only to that user.
 * With REDIS_URL the events cross instances through Redis; otherwise they stay in process.
 */
export type Channels = {
  'chat:reply': [userId: number, payload: { delta: string; done: boolean; messageId?: number }];
  'timer:changed': [userId: number, payload: { userId: number }];
  'users:changed': [payload: { userId: number }];
  'notifications:added': [userId: number, payload: { notificationId: number }];
  'tasks:changed': [userId: number, payload: { kind: 'created' | 'updated' | 'deleted'; taskId: number }];
};

export type PubSub = ReturnType<typeof createPubSub<Channels>>;

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<Channels>(), close: async () => {} };
  const options = { maxRetriesPerRequest: null, lazyConnect: false, enableOfflineQueue: true } as const;
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  // A lost Redis degrades live updates only; ioredis reconnects by itself.
  for (const c of [publishClient, subscribeClient]) c.on('error', () => {});
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Channels>({ eventTarget }),
    redis: publishClient,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
