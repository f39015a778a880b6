import { fromServer, isPending, markPending, mergeWithServer } from './localTask.ts';

const server = (id: number, name: string) => fromServer({ id, name, priority: 5, duration: 25, projectId: 1, userId: 3 });

describe('local tasks (spec section 4)', () => {
  it('marks new and modified tasks pending, synced ones not', () => {
    const t = server(1, 'A');
    expect(t).toMatchObject({ syncStatus: 'synced', pendingSync: false, userId: 3 });
    expect(isPending(t)).toBe(false);
    expect(markPending(t, 'modified')).toMatchObject({ syncStatus: 'modified', pendingSync: true, isOffline: true });
    expect(isPending(markPending(t, 'new'))).toBe(true);
  });

  it('merges the online list with local tasks that have string ids or wait to sync, minus queued deletes', () => {
    const edited = markPending({ ...server(2, 'B'), name: 'B offline' }, 'modified');
    const created = markPending({ ...server(0, 'New'), id: 'temp-1-a' }, 'new');
    const merged = mergeWithServer([server(1, 'A'), server(2, 'B'), server(3, 'C')], [edited, created, server(9, 'stale')], new Set([3]));
    expect(merged.map((t) => [t.id, t.name])).toEqual([
      [1, 'A'],
      [2, 'B offline'],
      ['temp-1-a', 'New'],
    ]);
  });
});
