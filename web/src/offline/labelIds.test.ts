import { readTaskListFilters, taskListVariables, writeTaskListFilters } from '../relay/routePreload.ts';
import { deletedLabels, rememberDeletedLabel, rememberServerLabelId, serverLabelIds, toServerLabelIds } from './labelIds.ts';

describe('a label made offline in a filter', () => {
  it('the Task List reads it from its address, and asks the server for every task (it keeps those with the label)', () => {
    const filters = readTaskListFilters(new URLSearchParams('label=-1700000000000,7&project=-3'));
    expect(filters.labelRowIds).toEqual([-1700000000000, 7]);
    expect(filters.projectRowIds).toEqual([]);
    expect(writeTaskListFilters(filters).get('label')).toBe('-1700000000000,7');
    expect(taskListVariables(filters).label).toBeNull();
    expect(taskListVariables({ ...filters, labelRowIds: [7, 8] }).label).toEqual(['7', '8']);
  });

  it('takes the server id once the label synced, keeping the order and dropping a repeat', () => {
    const synced = new Map([[-100, 41]]);
    expect(toServerLabelIds([-100, 7, -101], (temp) => synced.get(temp))).toEqual([41, 7, -101]);
    expect(toServerLabelIds([41, -100], (temp) => synced.get(temp))).toEqual([41]);
  });

  it('remembers the server ids on this device', () => {
    expect(serverLabelIds([-200, 3])).toEqual([-200, 3]);
    rememberServerLabelId(-200, 52);
    expect(serverLabelIds([-200, 3])).toEqual([52, 3]);
  });

  it('remembers the labels deleted on the server, once each, so remembered answers lose them too', () => {
    expect(deletedLabels()).toEqual([]);
    rememberDeletedLabel(7);
    rememberDeletedLabel(9);
    rememberDeletedLabel(7);
    expect(deletedLabels()).toEqual([9, 7]);
  });
});
