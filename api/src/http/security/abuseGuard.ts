import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counterStore.js';

export type Policy = keyof Config['rateLimits'];
/** One attempt to count: the policy and whose attempt it is (an address, an account). */
export type Attempt = [policy: Policy, who: string];
export type Taken = { refused: false; release(): Promise<void> } | { refused: true; retryAfterSeconds: number; message: string };

export const TOO_MANY_STATUS = 429;

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
 * Counts sensitive attempts (sign-in, registration, 2FA codes, password changes) per address and per
 * account. An attempt over any of its limits is refused until that window ends, even with the right
 * password; a successful attempt is given back (`release`), so only failures use up the allowance.
 */
export class AbuseGuard {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: Config['rateLimits'],
  ) {}

  static async create(config: Config) {
    const store = config.redisUrl ? await redisCounterStore(config.redisUrl) : memoryCounterStore();
    return new AbuseGuard(store, config.rateLimits);
  }

  async take(attempts: Attempt[]): Promise<Taken> {
    const keys = attempts.map(([policy, who]) => `${policy}:${who}`);
    const hits = await Promise.all(attempts.map(([policy], i) => this.store.hit(keys[i], this.limits[policy].windowMs)));
    const over = hits.filter((h, i) => h.count > this.limits[attempts[i][0]].max);
    if (over.length) {
      const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((h) => h.resetInMs)) / 1000));
      return { refused: true, retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) };
    }
    let released = false;
    return {
      refused: false,
      release: async () => {
        if (released) return;
        released = true;
        await Promise.all(keys.map((k) => this.store.undo(k)));
      },
    };
  }

  close() {
    return this.store.close();
  }
}
