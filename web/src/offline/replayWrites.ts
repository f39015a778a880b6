import { localTasksChanged } from './changes.ts';
import { applyReplayBatch, type ReplayBatch } from './db.ts';
import type { LocalTask, PendingAction } from './types.ts';

const empty = (): ReplayBatch => ({ created: [], updated: [], gone: [], retargeted: [], removed: [], labelIds: [] });

/**
 * Collects the local effects of replayed answers and writes them in one IndexedDB transaction per
 * batch, followed by one change notice: per-action writes and notices made a 1,000-action replay
 * quadratic (every notice re-reads every local task). A page closed before a flush loses nothing:
 * those actions stay queued and their repeat gets the server's first answer (Idempotency-Key).
 */
export class ReplayWrites {
  private batch = empty();
  private count = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly maxBatch = 100,
    private readonly maxDelayMs = 100,
  ) {}

  created(localId: string, task: LocalTask) {
    this.batch.created.push({ localId, task });
    this.added();
  }

  updated(task: LocalTask) {
    this.batch.updated.push(task);
    this.added();
  }

  gone(id: number | string) {
    this.batch.gone.push(id);
    this.added();
  }

  /** A label made offline got its server id: local tasks carrying it take that id. */
  labelCreated(tempRowId: number, serverId: number) {
    this.batch.labelIds.push([tempRowId, serverId]);
    this.added();
  }

  retargeted(action: PendingAction) {
    this.batch.retargeted.push(action);
  }

  removed(actionId: string) {
    this.batch.removed.push(actionId);
    this.added();
  }

  private added() {
    this.count += 1;
    if (this.count >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.maxDelayMs);
  }

  /** Writes what was collected (batches are written one after another, in order). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.count && !this.batch.retargeted.length) return this.writing;
    const batch = this.batch;
    this.batch = empty();
    this.count = 0;
    this.writing = this.writing
      .then(() => applyReplayBatch(batch))
      .catch((error: unknown) => console.error(error))
      .then(() => localTasksChanged());
    return this.writing;
  }
}
