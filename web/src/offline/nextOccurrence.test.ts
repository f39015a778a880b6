import { nextOccurrenceFields } from './nextOccurrence.ts';
import type { LocalTask } from './types.ts';

const task = (fields: Partial<LocalTask>): LocalTask => ({
  id: 7,
  name: 'Water the plants',
  description: null,
  completed: false,
  timeSpent: 0,
  userId: 1,
  priority: 5,
  duration: 10,
  projectId: 1,
  projectName: null,
  syncStatus: 'synced',
  ...fields,
});
const noon = new Date('2026-11-28T12:00:00Z');

describe('where a repeating task moves when an occurrence is completed or skipped offline', () => {
  it('a daily task moves to the next day, keeping its time', () => {
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY', dueDate: '2026-11-28', dueTime: '09:00' }), noon, 'UTC')).toEqual({
      dueDate: '2026-11-29',
      plannedDate: null,
    });
  });

  it('a weekly task moves a week on, and its planned day keeps its lead on the deadline', () => {
    const weekly = task({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', recurFrom: 'due', dueDate: '2026-11-30', plannedDate: '2026-11-28' });
    expect(nextOccurrenceFields(weekly, noon, 'UTC')).toEqual({ dueDate: '2026-12-07', plannedDate: '2026-12-05' });
  });

  it('a task that repeats from completion follows today in the account zone, not its old deadline', () => {
    const late = task({ recurrence: 'FREQ=DAILY;INTERVAL=3', recurFrom: 'completion', dueDate: '2026-11-01' });
    // 23:30 in New York is already the 29th in UTC
    expect(nextOccurrenceFields(late, new Date('2026-11-29T04:30:00Z'), 'America/New_York')?.dueDate).toBe('2026-12-01');
  });

  it('a rule that has ended moves nothing (the server completes the task)', () => {
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY;UNTIL=20261128T000000Z', dueDate: '2026-11-28' }), noon, 'UTC')).toBeNull();
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY;COUNT=3', dueDate: '2026-11-28', occurrencesDone: 2 }), noon, 'UTC')).toBeNull();
  });

  it('a counted rule moves on only when the copy says how many are done', () => {
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY;COUNT=3', dueDate: '2026-11-28' }), noon, 'UTC')).toBeNull();
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY;COUNT=3', dueDate: '2026-11-28', occurrencesDone: 1 }), noon, 'UTC')).toEqual({
      dueDate: '2026-11-29',
      plannedDate: null,
      occurrencesDone: 2,
    });
  });

  it('a task without a rule or a deadline does not move', () => {
    expect(nextOccurrenceFields(task({ dueDate: '2026-11-28' }), noon, 'UTC')).toBeNull();
    expect(nextOccurrenceFields(task({ recurrence: 'FREQ=DAILY', dueDate: null }), noon, 'UTC')).toBeNull();
  });
});
