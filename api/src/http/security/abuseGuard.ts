import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';

export type Policy = keyof Config['rateLimits'];
/** One attempt to count: the policy and whose attempt it is (an address, an account). */
export type Attempt = [policy: Policy, who: string];
export type Taken = { refused: false; release(): Promise<void> } | { refused: true; retryAfterSeconds: number; message: string };

export const TOO_MANY_STATUS = 429;
/** Redis keys are `streamline:ratelimit:<policy>:<who>`. */
const KEY_PREFIX = 'streamline:ratelimit:';

export function tooManyMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 429 a GraphQL resolver or plugin answers with; yoga copies the status and Retry-After. */
export function tooManyError(retryAfterSeconds: number) {
  return new AppError(TOO_MANY_STATUS, tooManyMessage(retryAfterSeconds), {
    retryAfter: retryAfterSeconds,
    http: { status: TOO_MANY_STATUS, headers: { 'Retry-After': String(retryAfterSeconds) } },
  });
}

/**
 * Redis for the counts, so every instance sees the same attempts. Commands fail fast instead of
 * queueing while Redis is down; the limiters then count in this instance (their insurance limiter).
 */
async function connectRedis(url: string) {
  // loaded only when REDIS_URL is set: a single instance never needs the client in memory
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let warned = false;
  client.on('error', (err) => {
    if (!warned) logger.error({ error: String(err) }, 'rate limit store unreachable; counting per instance');
    warned = true;
  });
  client.on('ready', () => (warned = false));
  // an unreachable Redis must not hold up the start: count per instance until it answers
  await Promise.race([client.connect().catch(() => {}), new Promise((r) => setTimeout(r, 2000).unref())]);
  return client;
}

/** One fixed-window limiter per policy: in Redis with an in-process fallback, or in process only. */
function limitersFor(limits: Config['rateLimits'], redis: Redis | null) {
  const limiters = {} as Record<Policy, RateLimiterAbstract>;
  for (const policy of Object.keys(limits) as Policy[]) {
    const options = { keyPrefix: KEY_PREFIX + policy, points: limits[policy].max, duration: limits[policy].windowMs / 1000 };
    const memory = new RateLimiterMemory(options);
    limiters[policy] = redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
  }
  return limiters;
}

/**
 * Counts sensitive attempts (sign-in, registration, 2FA codes, password changes) per address and per
 * account. An attempt over any of its limits is refused until that window ends, even with the right
 * password; a successful attempt is given back (`release`), so only failures use up the allowance.
 */
export class AbuseGuard {
  constructor(
    private readonly limiters: Record<Policy, RateLimiterAbstract>,
    private readonly redis: Redis | null = null,
  ) {}

  static async create(config: Config) {
    const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
    return new AbuseGuard(limitersFor(config.rateLimits, redis), redis);
  }

  async take(attempts: Attempt[]): Promise<Taken> {
    const outcomes = await Promise.allSettled(attempts.map(([policy, who]) => this.limiters[policy].consume(who)));
    const over: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      // consume rejects with the counts when over the limit, with an Error only when no store answered
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      over.push(outcome.reason);
    }
    if (over.length) {
      const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((r) => r.msBeforeNext)) / 1000));
      return { refused: true, retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) };
    }
    let released = false;
    return {
      refused: false,
      release: async () => {
        if (released) return;
        released = true;
        await Promise.all(attempts.map(([policy, who]) => this.limiters[policy].reward(who)));
      },
    };
  }

  async close() {
    this.redis?.disconnect();
  }
}
