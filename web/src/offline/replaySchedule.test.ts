import { pendingAction, reorderAction } from './queue.ts';
import { ReplaySchedule } from './replaySchedule.ts';
import type { PendingAction } from './types.ts';

const create = (localId: string) => ({ ...pendingAction('CREATE', 'POST', '/api/tasks', {}), localId });
const patch = (id: number | string) => pendingAction('UPDATE', 'PATCH', `/api/tasks/${id}`, {});

/** Takes every action free now (as the replay does with free slots). */
function takeAll(s: ReplaySchedule): PendingAction[] {
  const out: PendingAction[] = [];
  for (let a = s.take(); a; a = s.take()) out.push(a);
  return out;
}

describe('ReplaySchedule', () => {
  it('sends actions of different tasks side by side', () => {
    const q = [create('temp-1-a'), create('temp-2-b'), patch(7)];
    expect(takeAll(new ReplaySchedule(q))).toEqual(q);
  });

  it("keeps one task's actions in queue order: the next waits until the previous one is done", () => {
    const c = create('temp-1-a');
    const edit = patch('temp-1-a');
    const other = patch(9);
    const del = pendingAction('DELETE', 'DELETE', '/api/tasks/temp-1-a', undefined);
    const s = new ReplaySchedule([c, edit, other, del]);
    expect(takeAll(s)).toEqual([c, other]);
    s.done(other);
    expect(s.take()).toBeNull();
    s.done(c);
    expect(takeAll(s)).toEqual([edit]);
    s.done(edit);
    expect(takeAll(s)).toEqual([del]);
    s.done(del);
    expect(s.size).toBe(0);
  });

  it('holds a reorder behind the creates and edits of its tasks, and later actions of those tasks behind it', () => {
    const c = create('temp-1-a');
    const r = reorderAction(['temp-1-a', 4]);
    const after = patch(4);
    const free = patch(5);
    const s = new ReplaySchedule([c, patch(4), r, after, free]);
    const first = takeAll(s);
    expect(first.map((a) => a.type + a.entityId)).toEqual(['CREATE' + c.entityId, 'UPDATE4', 'UPDATE5']);
    first.forEach((a) => s.done(a));
    expect(takeAll(s)).toEqual([r]);
    s.done(r);
    expect(takeAll(s)).toEqual([after]);
  });

  it('keeps reorders in order among themselves', () => {
    const r1 = reorderAction([1, 2]);
    const r2 = reorderAction([3, 4]);
    const s = new ReplaySchedule([r1, r2]);
    expect(takeAll(s)).toEqual([r1]);
    s.done(r1);
    expect(takeAll(s)).toEqual([r2]);
  });
});
