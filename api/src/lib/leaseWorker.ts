import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { logger } from './logger.js';

/** Wait before attempt n+1: `baseMs`, doubling with each attempt, at most `maxMs`. */
export const backoffMs = (baseMs: number, attempts: number, maxMs: number) => Math.min(baseMs * 2 ** (attempts - 1), maxMs);

/** A row claimed with a lease: its holder may work on it only while the lease lasts. */
export function holdsLease(row: { claimedBy: string | null; leaseUntil: Date | null }, instance: string) {
  return row.claimedBy === instance && !!row.leaseUntil && row.leaseUntil.getTime() > Date.now();
}

/** A kind of durable job kept in a table: due rows are claimed with a lease, handled, and given back on stop. */
export type LeaseJob<T extends { id: number }> = {
  /** in log lines: "<name> delivery failed", "<name> poll failed" */
  name: string;
  /** the log field naming a row's id */
  idField: string;
  /** rows claimed per query; a tick claims again while it keeps getting full batches */
  batch: number;
  /** rows handled at once in an instance */
  parallel: number;
  pollMs: number;
  leaseMs: number;
  claim(instance: string, now: Date, leaseUntil: Date, limit: number): Promise<number[]>;
  load(ids: number[]): Promise<T[]>;
  /** works on one claimed row and records the outcome (done, or retry later with a backoff) */
  handle(instance: string, row: T): Promise<void>;
  release(instance: string): Promise<unknown>;
};

/**
 * Claims the due rows (as many batches as there are, until `stopping` says so) and handles them,
 * `parallel` at a time.
 */
export async function runDue<T extends { id: number }>(job: LeaseJob<T>, instance: string, stopping = () => false) {
  for (;;) {
    const now = new Date();
    const ids = await job.claim(instance, now, new Date(now.getTime() + job.leaseMs), job.batch);
    const queue = await job.load(ids);
    const lane = async () => {
      for (let row = queue.shift(); row !== undefined; row = queue.shift()) {
        try {
          await job.handle(instance, row);
        } catch (error) {
          // the database went away mid-way: the lease runs out and the row is claimed again
          logger.error({ [job.idField]: row.id, error: String(error) }, `${job.name} delivery failed`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(job.parallel, queue.length) }, lane));
    if (ids.length < job.batch || stopping()) return;
  }
}

/**
 * Every instance runs this loop: every `pollMs` it claims due rows in the database with a lease,
 * so each is handled once however many instances run, and again by another instance when the one
 * holding it died. Stopping waits for the work under way, then gives back its claims.
 */
export function startLeaseWorker<T extends { id: number }>(job: LeaseJob<T>) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    // a stop waits for the batch under way, not for every row due meanwhile
    running = runDue(job, instance, () => stopped)
      .catch((error) => logger.error({ error: String(error) }, `${job.name} poll failed`))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, job.pollMs);
    timer.unref();
  };
  schedule();
  return {
    instance,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await job.release(instance).catch(() => undefined);
    },
  };
}

export type LeaseWorker = ReturnType<typeof startLeaseWorker>;
