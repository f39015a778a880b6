import { touchedIds } from './queue.ts';
import type { PendingAction } from './types.ts';

/**
 * Which queued action may be sent next. Actions about different tasks go out side by side; an action
 * waits while an earlier one about any of its tasks is still queued or in flight, so each task's
 * actions (and every reorder) reach the server in queue order.
 */
export class ReplaySchedule {
  private readonly waiting: PendingAction[];
  private readonly busy = new Map<number | string, number>();

  constructor(queue: PendingAction[]) {
    this.waiting = [...queue];
  }

  get size(): number {
    return this.waiting.length;
  }

  /** The oldest action free to go now (then marked in flight), or null. */
  take(): PendingAction | null {
    const ahead = new Set<number | string>();
    for (let i = 0; i < this.waiting.length; i++) {
      const action = this.waiting[i];
      const ids = touchedIds(action);
      if (ids.some((id) => this.busy.has(id) || ahead.has(id))) {
        ids.forEach((id) => ahead.add(id));
        continue;
      }
      this.waiting.splice(i, 1);
      for (const id of ids) this.busy.set(id, (this.busy.get(id) ?? 0) + 1);
      return action;
    }
    return null;
  }

  /** The action got its answer (or was given up): its tasks are free for the next one. */
  done(action: PendingAction) {
    for (const id of touchedIds(action)) {
      const left = (this.busy.get(id) ?? 1) - 1;
      if (left > 0) this.busy.set(id, left);
      else this.busy.delete(id);
    }
  }
}
