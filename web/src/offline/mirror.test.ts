import { chunks, MIRROR_CHUNK, planMirror, sameCopy, stillApplies } from './mirror.ts';
import type { LocalTask } from './types.ts';

const ME = 7;
const task = (id: number | string, over: Partial<LocalTask> = {}): LocalTask => ({
  id,
  name: `Task ${id}`,
  description: null,
  completed: false,
  timeSpent: 0,
  userId: ME,
  priority: 5,
  duration: 25,
  projectId: 1,
  projectName: 'Trip',
  syncStatus: 'synced',
  isOffline: false,
  pendingSync: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownerId: ME,
  ...over,
});
const pending = (t: LocalTask): LocalTask => ({ ...t, syncStatus: 'modified', isOffline: true, pendingSync: true });
const keepPending = (t: LocalTask) => t.syncStatus !== 'synced';

describe('planMirror', () => {
  test('unchanged rows are not rewritten', () => {
    const locals = Array.from({ length: 5000 }, (_, i) => task(i + 1));
    const server = locals.map((t) => ({ ...t }));
    const plan = planMirror(server, locals, ME, keepPending);
    expect(plan.ops).toEqual([]);
    expect(plan.unchanged).toBe(5000);
  });

  test('only changed and new rows are put (a field changed without updatedAt counts too)', () => {
    const locals = [task(1), task(2), task(3)];
    const server = [task(1), task(2, { name: 'Renamed', updatedAt: '2026-02-01T00:00:00.000Z' }), task(3, { projectName: 'Home' }), task(4)];
    const plan = planMirror(server, locals, ME, keepPending);
    expect(plan.ops.map((o) => [o.kind, o.kind === 'put' ? o.task.id : o.id])).toEqual([
      ['put', 2],
      ['put', 3],
      ['put', 4],
    ]);
    expect(plan.unchanged).toBe(1);
  });

  test('vanished synced rows are deleted, pending rows are kept whatever the server says', () => {
    const locals = [task(1), task(2), pending(task(3)), task('temp-1-a', { syncStatus: 'new' }), pending(task(5))];
    const server = [task(1), task(3, { name: 'Server name' })]; // 2, 5 and the temp task are not listed
    const plan = planMirror(server, locals, ME, keepPending);
    expect(plan.ops).toEqual([{ kind: 'delete', id: 2, seen: locals[1] }]);
    expect(plan.kept).toBe(3);
  });

  test("another user's local records are neither compared nor deleted", () => {
    const theirs = task(9, { ownerId: 8, userId: 8 });
    const plan = planMirror([task(1)], [theirs], ME, keepPending);
    expect(plan.ops.map((o) => o.kind)).toEqual(['put']);
    expect(plan.ops.some((o) => o.kind === 'delete')).toBe(false);
  });

  test('nobody signed in owns nothing: nothing is deleted', () => {
    const plan = planMirror([], [task(1)], null, keepPending);
    expect(plan.ops).toEqual([]);
  });
});

describe('sameCopy', () => {
  test('ignores the owner mark only when the server row lacks it', () => {
    const { ownerId: _o, ...bare } = task(1);
    expect(sameCopy(task(1), bare as LocalTask)).toBe(true);
    expect(sameCopy(task(1), task(1, { ownerId: 8 }))).toBe(false);
  });
  test('an added or removed field is a change', () => {
    expect(sameCopy(task(1), task(1, { dueDate: null }))).toBe(false);
    expect(sameCopy(task(1, { dueDate: null }), task(1))).toBe(false);
  });
  test('object values compare by content', () => {
    expect(sameCopy(task(1, { tags: ['a'] }), task(1, { tags: ['a'] }))).toBe(true);
    expect(sameCopy(task(1, { tags: ['a'] }), task(1, { tags: ['b'] }))).toBe(false);
  });
});

describe('stillApplies (checked inside the write transaction)', () => {
  test('a row edited offline since the plan is not overwritten nor deleted', () => {
    const seen = task(1);
    const now = pending(task(1, { name: 'Edited offline' }));
    expect(stillApplies({ kind: 'put', task: task(1, { name: 'Server' }), seen }, now, ME)).toBe(false);
    expect(stillApplies({ kind: 'delete', id: 1, seen }, now, ME)).toBe(false);
  });
  test('a stale pending copy (no queued work) planned over is replaced', () => {
    const seen = pending(task(1));
    expect(stillApplies({ kind: 'put', task: task(1), seen }, { ...seen }, ME)).toBe(true);
    expect(stillApplies({ kind: 'put', task: task(1), seen }, { ...seen, name: 'edited again' }, ME)).toBe(false);
  });
  test('a new server row is written; a row gone meanwhile needs no delete', () => {
    expect(stillApplies({ kind: 'put', task: task(1), seen: undefined }, undefined, ME)).toBe(true);
    expect(stillApplies({ kind: 'delete', id: 1, seen: task(1) }, undefined, ME)).toBe(false);
  });
  test("another user's record is never deleted", () => {
    expect(stillApplies({ kind: 'delete', id: 1, seen: task(1) }, task(1, { ownerId: 8 }), ME)).toBe(false);
  });
});

test('writes go in transactions of at most 50 records', () => {
  const parts = chunks(Array.from({ length: 201 }, (_, i) => i));
  expect(MIRROR_CHUNK).toBeLessThanOrEqual(50);
  expect(parts.map((p) => p.length)).toEqual([50, 50, 50, 50, 1]);
});
