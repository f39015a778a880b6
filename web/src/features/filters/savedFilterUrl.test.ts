import { definitionOf, filtersOf, isEmptyDefinition, savedFilterPath } from './savedFilterUrl.ts';
import { readTaskListFilters } from '../../relay/routePreload.ts';
import { NO_TASK_FILTERS as none } from '../tasks/taskOrder.ts';

describe('saved filters and the Task List URL', () => {
  it('keeps projects, labels, priority, dates, assignee and text; status and sort stay the list’s own', () => {
    expect(isEmptyDefinition(definitionOf({ ...none, completed: true, sort: 'priority', search: '  ' }))).toBe(true);
    expect(definitionOf({ ...none, projectRowIds: [3, 4], band: 'high', labelRowIds: [7], search: ' rent ', dateFrom: '2030-01-01', assigneeId: 9 })).toEqual({
      projectIds: [3, 4],
      priority: 'high',
      labelIds: [7],
      dateFrom: '2030-01-01',
      assigneeId: 9,
      text: 'rent',
    });
  });

  it('opens a definition as the filters it was saved from, every criterion kept, naming the filter', () => {
    const definition = {
      projectIds: [3, 5],
      priority: 'low' as const,
      labelIds: [7, 8],
      text: 'rent day',
      dateFrom: '2030-02-01',
      dateTo: '2030-02-28',
      overdue: false,
      assigneeId: 4,
    };
    const path = savedFilterPath(12, definition);
    const params = new URL(path, 'http://x').searchParams;
    expect(params.get('filter')).toBe('12');
    expect(params.get('project')).toBe('3,5');
    const filters = readTaskListFilters(params);
    expect(filters).toEqual({
      ...none,
      projectRowIds: [3, 5],
      band: 'low',
      labelRowIds: [7, 8],
      search: 'rent day',
      dateFrom: '2030-02-01',
      dateTo: '2030-02-28',
      overdue: false,
      assigneeId: 4,
    });
    expect(definitionOf(filters)).toEqual(definition);
    expect(filtersOf(definition)).toEqual(filters);
    expect(savedFilterPath(5, {})).toBe('/task-list?filter=5');
  });

  it('reads an address of one project and label, and ignores ids and days that are not', () => {
    expect(readTaskListFilters(new URLSearchParams('project=3&label=x,7,7&from=tomorrow&assignee=-1'))).toEqual({
      ...none,
      projectRowIds: [3],
      labelRowIds: [7],
    });
  });
});
