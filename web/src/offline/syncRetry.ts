/** The first automatic retry of a replay that left actions queued, then doubling (as the spec's query retries). */
export const SYNC_RETRY_FIRST_MS = 1_000;
export const SYNC_RETRY_MAX_MS = 30_000;

/**
 * When to replay again after a run that ended online with actions still queued (a 5xx, a 409 "still
 * in progress", an answer lost on the way): without it those actions waited for the next reconnect or
 * page load. Waits 1 s, 2 s, 4 s … up to 30 s between tries; a run that empties the queue starts over.
 */
export class SyncRetry {
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly run: () => void) {}

  /** After a run: `left` is whether the queue still holds actions that can be retried now. */
  ranWith(left: boolean) {
    this.cancel();
    if (!left) {
      this.attempt = 0;
      return;
    }
    const delay = Math.min(SYNC_RETRY_FIRST_MS * 2 ** this.attempt, SYNC_RETRY_MAX_MS);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, delay);
  }

  /** A try is waiting for its time. */
  get waiting(): boolean {
    return this.timer !== null;
  }

  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
