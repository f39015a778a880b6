import { fromServer } from './localTask.ts';
import { isOwnedBy, ownerOf, withOwner } from './ownership.ts';
import { pendingAction } from './queue.ts';

describe('local records per user (one browser, several users in turn)', () => {
  const task = fromServer({ id: 5, name: 'A', userId: 3 });

  it("belongs to the user recorded on it, or to the server task's owner when none was recorded", () => {
    expect(ownerOf(task)).toBe(3);
    expect(ownerOf({ ...task, ownerId: 8 })).toBe(8);
    expect(ownerOf(pendingAction('DELETE', 'DELETE', '/api/tasks/5', undefined))).toBeNull();
    expect(ownerOf({ ...pendingAction('DELETE', 'DELETE', '/api/tasks/5', undefined), ownerId: 3 })).toBe(3);
  });

  it('is shown to and replayed for its owner only; nobody signed in sees nothing', () => {
    const action = { ...pendingAction('DELETE', 'DELETE', '/api/tasks/5', undefined), ownerId: 3 };
    expect(isOwnedBy(task, 3)).toBe(true);
    expect(isOwnedBy(task, 4)).toBe(false);
    expect(isOwnedBy(action, 4)).toBe(false);
    expect(isOwnedBy(task, null)).toBe(false);
    // an action queued with no known user is nobody's: never replayed with someone's session
    expect(isOwnedBy(pendingAction('DELETE', 'DELETE', '/api/tasks/5', undefined), 3)).toBe(false);
  });

  it('is stamped with the signed-in user when saved, keeping an owner already recorded', () => {
    expect(withOwner({ ...task, userId: 1 }, 4).ownerId).toBe(4);
    expect(withOwner({ ...task, ownerId: 3 }, 4).ownerId).toBe(3);
  });
});
