import { isPending } from './localTask.ts';
import { isOwnedBy } from './ownership.ts';
import type { LocalTask } from './types.ts';

/**
 * The mirror of the online list into the local store (GET /api/tasks → IndexedDB), made cheap: only
 * rows that differ from their local copy are written, only vanished synced rows are deleted, rows with
 * pending work are never touched, and the writes go in small transactions that yield to the page.
 * Pure planning here (tested in mirror.test.ts); db.ts runs the plan.
 */

/**
 * Records per IndexedDB transaction while mirroring (each chunk is a short task, then the page runs):
 * 50 keeps a chunk under 50 ms on a phone at a quarter of a laptop's speed (200 was a 90 ms task).
 */
export const MIRROR_CHUNK = 50;
/** Records per read while loading the local copies to compare with. */
export const MIRROR_READ_CHUNK = 500;

export type MirrorOp = { kind: 'put'; task: LocalTask; seen: LocalTask | undefined } | { kind: 'delete'; id: number | string; seen: LocalTask };

export type MirrorPlan = { ops: MirrorOp[]; unchanged: number; kept: number };

/** Field values compared as stored (objects, rare in a task, by their JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether the local copy already is the server's row as it would be stored (`next`): same fields with
 * the same values. `ownerId` is the owner's mark, not the server's, and is ignored when `next` lacks it.
 * A shallow compare: cheaper than hashing every row and exact (a renamed project changes projectName
 * without changing the task's updatedAt, so updatedAt alone would miss it).
 */
export function sameCopy(local: LocalTask, next: LocalTask): boolean {
  let count = 0;
  for (const key in next) {
    if (key === 'ownerId' && next.ownerId === undefined) continue;
    count += 1;
    if (!sameValue(local[key], next[key])) return false;
  }
  let localCount = 0;
  for (const key in local) if (key !== 'ownerId' || next.ownerId !== undefined) localCount += 1;
  return count === localCount;
}

/**
 * What mirroring `server` (already in local shape, owner set) over the user's `locals` writes:
 *  - a server row whose local copy is identical: nothing;
 *  - a local copy that `keep` claims (pending work): never touched, whatever the server says;
 *  - otherwise a changed or new server row: put;
 *  - a local copy of this user's the server no longer lists, not kept: delete.
 * Another user's records are never read here (`locals` of other owners are ignored) nor deleted.
 */
export function planMirror(server: LocalTask[], locals: LocalTask[], me: number | null, keep: (local: LocalTask) => boolean): MirrorPlan {
  const mine = new Map<number | string, LocalTask>();
  for (const t of locals) if (isOwnedBy(t, me)) mine.set(t.id, t);
  const ops: MirrorOp[] = [];
  let unchanged = 0;
  let kept = 0;
  const listed = new Set<number | string>();
  for (const next of server) {
    listed.add(next.id);
    const local = mine.get(next.id);
    if (local && keep(local)) kept += 1;
    else if (local && sameCopy(local, next)) unchanged += 1;
    else ops.push({ kind: 'put', task: next, seen: local });
  }
  for (const local of mine.values()) {
    if (listed.has(local.id)) continue;
    if (keep(local)) kept += 1;
    else ops.push({ kind: 'delete', id: local.id, seen: local });
  }
  return { ops, unchanged, kept };
}

/**
 * Checked again inside the write's transaction: the row may have changed since the plan was made
 * (an offline edit, a replay, another tab). A row that is pending now and was not the very record
 * planned over is left alone, as is a row that now belongs to someone else.
 */
export function stillApplies(op: MirrorOp, current: LocalTask | undefined, me: number | null): boolean {
  if (!current) return op.kind === 'put'; // gone meanwhile: nothing to delete; a put (re)creates it
  if (op.kind === 'delete' && !isOwnedBy(current, me)) return false;
  if (op.seen && !isOwnedBy(current, me) && isOwnedBy(op.seen, me)) return false;
  if (!isPending(current)) return true;
  return op.seen !== undefined && isPending(op.seen) && JSON.stringify(current) === JSON.stringify(op.seen);
}

/** Splits the plan into transactions of at most `size` records. */
export function chunks<T>(items: T[], size = MIRROR_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type IdleWindow = { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Lets the page run (input, rendering, paging) before the next chunk: an idle slot, or the next task. */
export function yieldToPage(): Promise<void> {
  const w = (typeof window === 'undefined' ? undefined : window) as IdleWindow | undefined;
  return new Promise((resolve) => {
    if (w?.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });
}
