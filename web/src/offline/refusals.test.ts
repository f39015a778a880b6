import { isRefusal, refusalText, taskNameOf } from './refusals.ts';
import { pendingAction, reorderAction } from './queue.ts';

const edit = pendingAction('UPDATE', 'PATCH', '/api/tasks/7', { name: 'Renamed offline' });
const remove = pendingAction('DELETE', 'DELETE', '/api/tasks/7', null);
const error = (status: number, body = '{}', refused?: string) => ({ kind: 'http-error' as const, status, body, ...(refused ? { refused } : {}) });

describe('refused offline changes', () => {
  it('a final 4xx is a refusal; a retry, a delete of a task already gone and a reorder are not', () => {
    expect(isRefusal(edit, error(403))).toBe(true);
    expect(isRefusal(edit, error(404))).toBe(true);
    expect(isRefusal(edit, error(400))).toBe(true);
    expect(isRefusal(edit, error(409))).toBe(false);
    expect(isRefusal(edit, error(503))).toBe(false);
    expect(isRefusal(edit, { kind: 'network-error', error: new Error('x') })).toBe(false);
    expect(isRefusal(edit, { kind: 'ok', status: 200, body: {} })).toBe(false);
    expect(isRefusal(remove, error(404))).toBe(false);
    expect(isRefusal(remove, error(403))).toBe(true);
    expect(isRefusal(reorderAction([1, 2]), error(400))).toBe(false);
  });

  it("names the task by its local copy, else by the request's name; says why in the server's words, else its own", () => {
    expect(taskNameOf(edit, new Map([[7, 'Local name']]))).toBe('Local name');
    expect(taskNameOf(edit, new Map())).toBe('Renamed offline');
    expect(taskNameOf(remove, new Map())).toBeNull();
    expect(refusalText(error(403, '{}', 'Server sentence'), 'X')).toBe('Server sentence');
    expect(refusalText(error(404), 'X')).toBe('Your offline change to "X" was not saved: the task was deleted');
    expect(refusalText(error(400, '{"message":"duration must be at least 1"}'), null)).toBe(
      'Your offline change to "a task" was not saved: duration must be at least 1',
    );
  });
});
