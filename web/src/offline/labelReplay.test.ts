import { labelKey, pendingAction, touchedIds, withLabelIds } from './queue.ts';
import { ReplaySchedule } from './replaySchedule.ts';
import { ReplayState } from './replayPlan.ts';
import type { PendingAction } from './types.ts';

/** A label action as labelQueue.ts queues it. */
const labelCreate = (rowId: number, name: string): PendingAction => ({
  ...pendingAction('CREATE', 'POST', '/api/labels', { name, color: '#2563eb' }),
  entityType: 'label',
  entityId: labelKey(rowId),
  localId: labelKey(rowId),
  labelName: name,
});
const taskCreate = (labels: number[]) => ({
  ...pendingAction('CREATE', 'POST', '/api/tasks', { name: 'Ring Ann', projectId: 1, labels, clientId: 'temp-5-a' }),
  localId: 'temp-5-a',
});
const labelsSent = (action: PendingAction | null) => (JSON.parse(action!.data.body!) as { labels: number[] }).labels;

describe('labels made offline, replayed', () => {
  it('a task write carrying a label made offline waits for that label: the label create goes first', () => {
    const label = labelCreate(-100, 'Calls');
    const task = taskCreate([-100, 7]);
    const other = pendingAction('UPDATE', 'PATCH', '/api/tasks/9', { name: 'x' });
    expect(touchedIds(task)).toEqual(['temp-5-a', 'label:-100']);
    const schedule = new ReplaySchedule([label, task, other]);
    expect(schedule.take()).toBe(label);
    expect(schedule.take()).toBe(other); // the task waits for its label
    expect(schedule.take()).toBeNull();
    schedule.done(label);
    expect(schedule.take()).toBe(task);
  });

  it("sends the label's server id once its create answered; a refused label is left off, never the task", () => {
    const label = labelCreate(-100, 'Calls');
    const refused = labelCreate(-101, 'Home');
    const task = taskCreate([-100, -101, 7]);
    const state = new ReplayState([label, refused, task]);
    expect(state.prepare(label)).toBe(label);
    expect(state.prepare(task)).toBeNull(); // its label's create did not go through (yet)
    state.labelCreated(-100, 41);
    expect(state.prepare(task)).toBeNull();
    state.labelRefused(-101);
    expect(labelsSent(state.prepare(task))).toEqual([41, 7]);
    // a label made offline and deleted before it synced (no create queued) is left off too
    expect(labelsSent(new ReplayState([]).prepare(taskCreate([-5, 3])))).toEqual([3]);
  });

  it('rewrites a queued body to the server id (kept should the page close before it is sent)', () => {
    const patch = pendingAction('UPDATE', 'PATCH', '/api/tasks/9', { labels: [-100, 2], offlineEdit: { baseUpdatedAt: null, changedAt: {} } });
    const mapped = withLabelIds(patch, (id) => (id === -100 ? 41 : id));
    expect(JSON.parse(mapped.data.body!)).toEqual({ labels: [41, 2], offlineEdit: { baseUpdatedAt: null, changedAt: {} } });
    expect(touchedIds(mapped)).toEqual([9]);
  });
});
