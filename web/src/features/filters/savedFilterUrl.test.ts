import { definitionOf, isEmptyDefinition, savedFilterPath } from './savedFilterUrl.ts';
import { readTaskListFilters } from '../../relay/routePreload.ts';
import type { TaskFilters } from '../tasks/taskOrder.ts';

const none: TaskFilters = { projectRowId: null, band: null, labelRowId: null, completed: null, search: '', sort: 'position' };

describe('saved filters and the Task List URL', () => {
  it('keeps project, priority, label and text; status and sort stay the list’s own', () => {
    expect(isEmptyDefinition(definitionOf({ ...none, completed: true, sort: 'priority', search: '  ' }))).toBe(true);
    expect(definitionOf({ ...none, projectRowId: 3, band: 'high', labelRowId: 7, search: ' rent ' })).toEqual({
      projectIds: [3],
      priority: 'high',
      labelIds: [7],
      text: 'rent',
    });
  });

  it('opens a definition as the filters it was saved from, naming the filter', () => {
    const path = savedFilterPath(12, { projectIds: [3], priority: 'low', labelIds: [7, 8], text: 'rent day' });
    const params = new URL(path, 'http://x').searchParams;
    expect(params.get('filter')).toBe('12');
    expect(readTaskListFilters(params)).toEqual({ ...none, projectRowId: 3, band: 'low', labelRowId: 7, search: 'rent day' });
    expect(savedFilterPath(5, {})).toBe('/task-list?filter=5');
  });
});
