import { entityIdFromUrl, isLocalId, tempRowId, tempTaskId } from './ids.ts';
import { createBody, inReplayOrder, localLabelIds, pendingAction, pendingCreateOf, retarget, touchedIds, withLabelIds, withoutLocalFlags } from './queue.ts';
import { ReplayState } from './replayPlan.ts';
import type { LocalTask, PendingAction } from './types.ts';

describe('offline ids (spec section 3)', () => {
  it('makes temp-<timestamp>-<random> ids for tasks created offline, and a negative row id from them', () => {
    const id = tempTaskId(1700000000000);
    expect(id).toMatch(/^temp-1700000000000-[a-z0-9]+$/);
    expect(tempTaskId(1)).not.toBe(tempTaskId(1));
    expect(isLocalId(id)).toBe(true);
    expect(isLocalId(12)).toBe(false);
    expect(tempRowId(id)).toBe(-1700000000000);
  });

  it('takes the entity id from /api/tasks/{id}: a number when numeric, else the text, else pending-<timestamp>', () => {
    expect(entityIdFromUrl('/api/tasks/42')).toBe(42);
    expect(entityIdFromUrl('/api/tasks/42/complete')).toBe(42);
    expect(entityIdFromUrl('/api/tasks/temp-1-abc')).toBe('temp-1-abc');
    expect(entityIdFromUrl('/api/tasks', 99)).toBe('pending-99');
  });
});

describe('pending actions', () => {
  it('records a random UUID, the type, the task entity and the request with an ISO time', () => {
    const a = pendingAction('UPDATE', 'PATCH', '/api/tasks/7', { name: 'x' }, Date.parse('2026-01-02T03:04:05.000Z'));
    expect(a).toMatchObject({
      type: 'UPDATE',
      entityType: 'task',
      entityId: 7,
      data: { url: '/api/tasks/7', method: 'PATCH', body: '{"name":"x"}', timestamp: '2026-01-02T03:04:05.000Z' },
    });
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.data.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('keeps the order of actions queued within the same millisecond', () => {
    const now = Date.now();
    const queued = [1, 2, 3].map((n) => pendingAction('UPDATE', 'PATCH', `/api/tasks/${n}`, {}, now));
    expect(inReplayOrder([queued[2], queued[0], queued[1]]).map((a) => a.entityId)).toEqual([1, 2, 3]);
  });

  it('sends no local flags and no local-only fields', () => {
    const task = {
      id: 'temp-1-a',
      name: 'N',
      description: null,
      completed: true,
      timeSpent: 0,
      userId: 1,
      priority: 5,
      duration: 25,
      projectId: 3,
      projectName: 'P',
      syncStatus: 'new',
      isOffline: true,
      pendingSync: true,
    } as LocalTask;
    // the temp id goes along as clientId: the server creates the task once, however often it is sent
    expect(createBody(task)).toEqual({ name: 'N', description: null, priority: 5, duration: 25, projectId: 3, clientId: 'temp-1-a' });
    expect(createBody({ ...task, id: 12 })).not.toHaveProperty('clientId');
    // labels and reminders set on its page before it synced go with its create
    expect(createBody({ ...task, labels: [4], reminders: [{ offsetMinutes: 60 }] })).toMatchObject({ labels: [4], reminders: [{ offsetMinutes: 60 }] });
    expect(withoutLocalFlags({ a: 1, isOffline: true, pendingSync: true, syncStatus: 'new', localChangedAt: {} })).toEqual({ a: 1 });
  });

  it('finds the queued create of a local task and points later actions at its server id', () => {
    const create = { ...pendingAction('CREATE', 'POST', '/api/tasks', {}), localId: 'temp-1-a' };
    const complete = pendingAction('UPDATE', 'PATCH', '/api/tasks/temp-1-a', { completed: true });
    expect(pendingCreateOf([complete, create], 'temp-1-a')).toBe(create);
    expect(retarget(complete, 'temp-1-a', 55)).toMatchObject({ entityId: 55, data: { url: '/api/tasks/55' } });
    expect(retarget(complete, 'temp-9-z', 55)).toBe(complete);
  });
});

describe('ReplayState', () => {
  const meta = (base: string | null) => ({ name: 'n', offlineEdit: { baseUpdatedAt: base, changedAt: { name: 't' } } });

  it("holds a local task's actions until its create succeeded, then sends them to the server id", () => {
    const state = new ReplayState();
    const later = pendingAction('UPDATE', 'PATCH', '/api/tasks/temp-1-a', meta(null));
    expect(state.prepare(later)).toBeNull();
    state.created('temp-1-a', 9, '2026-01-01T00:00:00.000Z');
    const sent = state.prepare(later)!;
    expect(sent.data.url).toBe('/api/tasks/9');
    // our own create is the base of the next edit: no false conflict
    expect(JSON.parse(sent.data.body!).offlineEdit.baseUpdatedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('rebases a second edit of the same task on the answer to the first', () => {
    const state = new ReplayState();
    const second = pendingAction('UPDATE', 'PATCH', '/api/tasks/4', meta('2025-12-31T00:00:00.000Z'));
    state.updated(4, '2026-01-01T10:00:00.000Z');
    expect(JSON.parse(state.prepare(second)!.data.body!).offlineEdit.baseUpdatedAt).toBe('2026-01-01T10:00:00.000Z');
  });

  it('skips the later actions of a task whose earlier action failed, keeping per-task order', () => {
    const state = new ReplayState();
    const first = pendingAction('UPDATE', 'PATCH', '/api/tasks/4', meta(null));
    const other = pendingAction('DELETE', 'DELETE', '/api/tasks/5', undefined);
    state.block(first);
    expect(state.prepare(pendingAction('DELETE', 'DELETE', '/api/tasks/4', undefined))).toBeNull();
    expect(state.prepare(other)).toBe(other);
  });
});

describe("an offline edit of a task's labels", () => {
  const edit = (labels: number[], baseLabels: number[]) =>
    pendingAction('UPDATE', 'PATCH', '/api/tasks/9', { labels, offlineEdit: { baseUpdatedAt: null, changedAt: {}, baseLabels } });
  const sent = (action: PendingAction | null) => JSON.parse(action!.data.body!) as { labels: number[]; offlineEdit: { baseLabels: number[] } };

  it('waits for a label made offline that it took off, and sends both lists with the server ids', () => {
    const removal = edit([2], [-100, 2]);
    expect(localLabelIds(removal)).toEqual([-100]);
    expect(touchedIds(removal)).toEqual([9, 'label:-100']);
    const mapped = sent(withLabelIds(removal, (id) => (id === -100 ? 41 : null)));
    expect(mapped).toMatchObject({ labels: [2], offlineEdit: { baseLabels: [41, 2] } });
    // a label made offline that never reached the server leaves both lists
    expect(sent(withLabelIds(edit([-7, 3], [-7]), () => null))).toMatchObject({ labels: [3], offlineEdit: { baseLabels: [] } });
  });
});
