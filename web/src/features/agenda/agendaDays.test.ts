import { addMonthsTo, dayHeading, daysFrom, formatDay, monthGrid, weekOf } from './agendaDays.ts';
import { entriesByDay, entryHour } from './agendaEntries.ts';
import { todayIn } from '../../../../shared/tasks/zonedDays.ts';

const task = (name: string, dueDate: string | null, dueTime: string | null = null, plannedDate: string | null = null) => ({
  name,
  dueDate,
  dueTime,
  plannedDate,
});

describe('agenda days', () => {
  it('counts seven distinct days across a daylight-saving change, with their weekdays', () => {
    // Europe and the US change clocks on these weekends
    expect(daysFrom('2026-03-27', 4)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysFrom('2026-10-30', 7)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(weekOf('2026-11-01')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(formatDay('2026-11-01', 'EEEE d MMMM')).toBe('Sunday 1 November');
    expect(formatDay('2026-03-29', 'EEEE d MMMM')).toBe('Sunday 29 March');
  });

  it('heads the days Today, Tomorrow, then weekday and date', () => {
    expect(daysFrom('2026-12-30', 3).map((d) => dayHeading(d, '2026-12-30'))).toEqual(['Today', 'Tomorrow', 'Friday 1 January']);
  });

  it("takes today in the user's time zone, not the machine's", () => {
    const instant = new Date('2026-11-26T12:30:00Z');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-27');
    expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-11-26');
    // one minute after a New York midnight on the day its clocks go back
    expect(todayIn('America/New_York', new Date('2026-11-01T04:01:00Z'))).toBe('2026-11-01');
  });

  it('lays a month out in whole weeks from Monday', () => {
    const weeks = monthGrid('2026-02-14');
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toBe('2026-01-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-03-01');
    expect(monthGrid('2027-02-01')).toHaveLength(4); // 1 February 2027 is a Monday, 28 days
    expect(addMonthsTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonthsTo('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('puts a task on its deadline day and, marked, on another planned day; timed ones first by time', () => {
    const tasks = [
      task('all day', '2026-11-27'),
      task('late', '2026-11-27', '17:00'),
      task('early', '2026-11-27', '08:30', '2026-11-26'),
      task('planned only', null, null, '2026-11-27'),
      task('outside', '2026-12-10'),
      task('undated', null),
    ];
    const byDay = entriesByDay(tasks, '2026-11-26', '2026-12-02');
    expect([...byDay.keys()].sort()).toEqual(['2026-11-26', '2026-11-27']);
    expect(byDay.get('2026-11-27')?.map((e) => `${e.task.name}:${e.kind}`)).toEqual(['early:due', 'late:due', 'all day:due', 'planned only:planned']);
    expect(byDay.get('2026-11-26')?.map((e) => `${e.task.name}:${e.kind}`)).toEqual(['early:planned']);
    expect(byDay.get('2026-11-27')?.map(entryHour)).toEqual([8, 17, null, null]);
  });
});
