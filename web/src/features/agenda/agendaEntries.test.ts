import { addDaysTo } from '../../../../shared/tasks/dates.ts';
import { todayIn } from '../../../../shared/tasks/zonedDays.ts';
import { entriesByDay, entryHour } from './agendaEntries.ts';

const ZONE = 'Europe/Berlin';

describe('the later occurrences of repeating tasks', () => {
  const today = todayIn(ZONE);
  const week = { from: today, to: addDaysTo(today, 6) };
  const standup = { id: 'a', name: 'Standup', dueDate: today, dueTime: '09:00', recurrence: 'FREQ=DAILY', recurFrom: 'due', occurrencesDone: 0 };

  it('shows a daily task on each later day of the range, at its time, marked as a repeat', () => {
    const byDay = entriesByDay([standup], week.from, week.to, { timeZone: ZONE });
    expect(byDay.get(today)?.map((e) => e.kind)).toEqual(['due']);
    for (let i = 1; i < 7; i++) {
      const entries = byDay.get(addDaysTo(today, i))!;
      expect(entries.map((e) => e.kind)).toEqual(['repeat']);
      expect(entryHour(entries[0])).toBe(9);
    }
  });

  it('shows an overdue series from today on, and a series due before the range on the range’s days', () => {
    const overdue = { ...standup, dueDate: addDaysTo(today, -3) };
    expect([...entriesByDay([overdue], week.from, week.to, { timeZone: ZONE }).keys()]).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDaysTo(today, i)));
    const nextWeek = { from: addDaysTo(today, 7), to: addDaysTo(today, 13) };
    expect(entriesByDay([standup], nextWeek.from, nextWeek.to, { timeZone: ZONE }).size).toBe(7);
  });

  it('shows nothing more of a task repeating from completion, a completed one, or without the time zone', () => {
    expect(entriesByDay([{ ...standup, recurFrom: 'completion' }], week.from, week.to, { timeZone: ZONE }).size).toBe(1);
    expect(entriesByDay([{ ...standup, completed: true }], week.from, week.to, { timeZone: ZONE }).size).toBe(1);
    expect(entriesByDay([standup], week.from, week.to).size).toBe(1);
  });

  it('keeps to the rule’s COUNT', () => {
    const thrice = { ...standup, recurrence: 'FREQ=DAILY;COUNT=3' };
    expect([...entriesByDay([thrice], week.from, week.to, { timeZone: ZONE }).keys()]).toEqual([today, addDaysTo(today, 1), addDaysTo(today, 2)]);
  });
});
