import { pendingAction, reorderAction, reorderIds, retarget, touchedIds } from './queue.ts';
import { ReplayState } from './replayPlan.ts';

describe('a reorder queued offline', () => {
  it('is an UPDATE of PUT /api/tasks/reorder whose entity is the path text, about every listed task', () => {
    const a = reorderAction([3, 'temp-1-a', 5]);
    expect(a).toMatchObject({ type: 'UPDATE', entityType: 'task', entityId: 'reorder', data: { method: 'PUT', url: '/api/tasks/reorder' } });
    expect(JSON.parse(a.data.body!)).toEqual({ taskIds: [3, 'temp-1-a', 5] });
    expect(touchedIds(a)).toEqual(['reorder', 3, 'temp-1-a', 5]);
  });

  it('points a temp id at the server id once its create replayed', () => {
    const a = reorderAction([3, 'temp-1-a']);
    expect(reorderIds(retarget(a, 'temp-1-a', 40))).toEqual([3, 40]);
    expect(retarget(a, 'temp-9-z', 40)).toBe(a);
  });

  it('is sent with server ids only: created temp ids mapped, a refused or deleted local task left out', () => {
    const state = new ReplayState();
    state.created('temp-1-a', 40);
    state.refuse({ ...pendingAction('CREATE', 'POST', '/api/tasks', {}), localId: 'temp-2-b' });
    const sent = state.prepare(reorderAction(['temp-1-a', 7, 'temp-2-b', 'temp-3-deleted']))!;
    expect(reorderIds(sent)).toEqual([40, 7]);
  });

  it('waits while a listed task is blocked, and so does every later reorder', () => {
    const state = new ReplayState();
    state.block(pendingAction('UPDATE', 'PATCH', '/api/tasks/7', {}));
    const first = reorderAction([7, 8]);
    expect(state.prepare(first)).toBeNull();
    state.block(first);
    expect(state.prepare(reorderAction([8, 9]))).toBeNull();
    expect(state.prepare(pendingAction('UPDATE', 'PATCH', '/api/tasks/8', {}))).not.toBeNull();
  });

  it('drops the other actions of a task whose create was refused', () => {
    const state = new ReplayState();
    state.refuse({ ...pendingAction('CREATE', 'POST', '/api/tasks', {}), localId: 'temp-2-b' });
    expect(state.isOrphan(pendingAction('UPDATE', 'PATCH', '/api/tasks/temp-2-b', {}))).toBe(true);
    expect(state.isOrphan(pendingAction('UPDATE', 'PATCH', '/api/tasks/temp-3-c', {}))).toBe(false);
    expect(state.isOrphan(reorderAction(['temp-2-b', 4]))).toBe(false);
  });
});
