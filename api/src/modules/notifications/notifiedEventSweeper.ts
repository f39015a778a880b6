import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import { forgetNotifiedEventsBefore } from './repository.js';

/**
 * How long "already notified of this" is remembered. The events it guards against repeating (an
 * edit of a comment, a second complete, sending an assignment again) come within days, not months.
 */
export const NOTIFIED_EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the NotifiedEvent rows older than the TTL at `now`; answers how many. */
export function sweepNotifiedEvents(deps: Deps, now = Date.now()) {
  return forgetNotifiedEventsBefore(deps.db, new Date(now - NOTIFIED_EVENT_TTL_MS));
}

/** Sweeps hourly on every instance (cheap, idempotent, like the Idempotency-Key sweep); answers the stop. */
export function startNotifiedEventSweeper(deps: Deps) {
  const sweep = () => sweepNotifiedEvents(deps).catch((error) => logger.error({ error: String(error) }, 'notified events sweep failed'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
