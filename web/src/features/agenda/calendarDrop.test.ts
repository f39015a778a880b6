import { dayTarget, dropPatch, entryId, entryRowId, hourTarget, targetLabel } from './calendarDrop.ts';

const task = { dueDate: '2026-11-26', dueTime: '09:30', plannedDate: '2026-11-24' };

describe('calendar drops', () => {
  it('moves a deadline to another day keeping its time, or to an hour', () => {
    expect(dropPatch(entryId('due', 7), dayTarget('2026-11-28'), task)).toEqual({ rowId: 7, patch: { dueDate: '2026-11-28' } });
    expect(dropPatch(entryId('due', 7), hourTarget('2026-11-27', 8), task)).toEqual({ rowId: 7, patch: { dueDate: '2026-11-27', dueTime: '08:00' } });
    expect(dropPatch(entryId('due', 7), hourTarget('2026-11-26', 14), task)).toEqual({ rowId: 7, patch: { dueDate: '2026-11-26', dueTime: '14:00' } });
  });

  it('moves a planned day, never the deadline', () => {
    expect(dropPatch(entryId('planned', 3), hourTarget('2026-11-25', 10), task)).toEqual({ rowId: 3, patch: { plannedDate: '2026-11-25' } });
  });

  it('changes nothing on its own day, outside any day, or for an unknown id', () => {
    expect(dropPatch(entryId('due', 7), dayTarget('2026-11-26'), task)).toBeNull();
    expect(dropPatch(entryId('planned', 7), dayTarget('2026-11-24'), task)).toBeNull();
    expect(dropPatch(entryId('due', 7), null, task)).toBeNull();
    expect(dropPatch('session:1', dayTarget('2026-11-27'), task)).toBeNull();
  });

  it('names a drop target for screen readers', () => {
    const day = (d: string) => `day ${d}`;
    expect(targetLabel(dayTarget('2026-11-27'), day)).toBe('day 2026-11-27');
    expect(targetLabel(hourTarget('2026-11-27', 9), day)).toBe('day 2026-11-27, 09:00');
    expect(entryRowId(entryId('planned', 42))).toBe(42);
  });
});
