import { Redis } from 'ioredis';
import { logger } from '../../lib/logger.js';

/** A fixed-window attempt counter: `hit` counts one attempt, `undo` takes one back. */
export type CounterStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  undo(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Counts in this process only (one instance, or Redis unreachable). */
export function memoryCounterStore(): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, c] of counters) if (c.resetAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let c = counters.get(key);
      if (!c || c.resetAt <= now) counters.set(key, (c = { count: 0, resetAt: now + windowMs }));
      c.count += 1;
      return { count: c.count, resetInMs: c.resetAt - now };
    },
    async undo(key) {
      const c = counters.get(key);
      if (c && c.count > 0) c.count -= 1;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;
const UNDO = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

/**
 * Counts in Redis, so every instance sees the same attempts. Commands fail fast instead of
 * queueing while Redis is down; the limits then fall back to this instance's own counts.
 */
export async function redisCounterStore(url: string, prefix = 'streamline:ratelimit:'): Promise<CounterStore> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let warned = false;
  client.on('error', (err) => {
    if (!warned) logger.error({ error: String(err) }, 'rate limit store unreachable; counting per instance');
    warned = true;
  });
  client.on('ready', () => (warned = false));
  // an unreachable Redis must not hold up the start: count per instance until it answers
  await Promise.race([client.connect().catch(() => {}), new Promise((r) => setTimeout(r, 2000).unref())]);
  const fallback = memoryCounterStore();
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await client.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
        return { count, resetInMs: ttl };
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
    async undo(key) {
      await client.eval(UNDO, 1, prefix + key).catch(() => fallback.undo(key));
    },
    async close() {
      await fallback.close();
      client.disconnect();
    },
  };
}
