import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { memoryRecentEvents, redisRecentEvents, REPLAY_MAX_EVENTS, REPLAY_WINDOW_MS, type RecentEvents } from './recentEvents.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(() => redis.disconnect());

const stores: Array<[string, (now: () => number) => RecentEvents]> = [
  ['in process', (now) => memoryRecentEvents(now)],
  ['Redis', (now) => redisRecentEvents(redis, now)],
];

// Redis writes are not awaited by `add` (publishing never waits); the next command on the same
// connection runs after them, so a read through the store sees them.
describe.each(stores)('recent events [%s]', (_name, make) => {
  let clock = 1_000_000;
  const now = () => clock;
  let store: RecentEvents;
  beforeEach(() => {
    clock = 1_000_000;
    store = make(now);
  });
  afterEach(() => store.close());

  it("keeps a user's events for the replay window, oldest first, apart from other users' and channels'", async () => {
    const key = `tasks:changed:${randomUUID()}`;
    store.add(key, { n: 1 });
    clock += 1000;
    store.add(key, { n: 2 });
    store.add(`notifications:added:${key}`, { other: true });
    expect(await store.read(key)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await store.read(`tasks:changed:${randomUUID()}`)).toEqual([]);

    clock += REPLAY_WINDOW_MS - 1000; // the first is a window old now
    expect(await store.read(key)).toEqual([{ n: 2 }]);
    clock += 1000;
    expect(await store.read(key)).toEqual([]);
  });

  it(`keeps the last ${REPLAY_MAX_EVENTS} of a burst`, async () => {
    const key = `tasks:changed:${randomUUID()}`;
    for (let n = 1; n <= REPLAY_MAX_EVENTS + 50; n++) store.add(key, { n });
    const kept = (await store.read(key)) as Array<{ n: number }>;
    expect(kept).toHaveLength(REPLAY_MAX_EVENTS);
    expect(kept[0]).toEqual({ n: 51 });
    expect(kept.at(-1)).toEqual({ n: REPLAY_MAX_EVENTS + 50 });
  });
});

it('the Redis list expires with the window, so an idle user leaves nothing behind', async () => {
  const key = `tasks:changed:${randomUUID()}`;
  redisRecentEvents(redis).add(key, { n: 1 });
  const ttl = await redis.pttl(`streamline:recent:${key}`);
  expect(ttl).toBeGreaterThan(REPLAY_WINDOW_MS - 5000);
  expect(ttl).toBeLessThanOrEqual(REPLAY_WINDOW_MS);
});

it('a Redis that is down gives an empty replay, not an error', async () => {
  const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    const store = redisRecentEvents(down);
    store.add('tasks:changed:1', { n: 1 });
    expect(await store.read('tasks:changed:1')).toEqual([]);
  } finally {
    down.disconnect();
  }
});
