import { deadlineInstant, deadlineOf, deadlineState, describeDeadline, urgencyPoints } from './deadline.js';

const NOW = new Date('2026-03-10T10:00:00Z');
const due = (day: string, time: string | null = null) => deadlineOf(new Date(`${day}T00:00:00Z`), time)!;

describe('a deadline', () => {
  it('is the UTC day of the due date and its time, or the end of the day without one', () => {
    expect(deadlineOf(null)).toBeNull();
    expect(deadlineOf(new Date('2026-03-11T12:00:00Z'), '15:00')).toEqual({ day: '2026-03-11', time: '15:00' });
    expect(deadlineOf('2026-03-11', null)).toEqual({ day: '2026-03-11', time: null });
    expect(deadlineInstant(due('2026-03-11', '15:00'), 'UTC')).toEqual(new Date('2026-03-11T15:00:00Z'));
    expect(deadlineInstant(due('2026-03-11', '15:00'), 'America/New_York')).toEqual(new Date('2026-03-11T19:00:00Z'));
    // all day: passes at the next midnight in the zone
    expect(deadlineInstant(due('2026-03-11'), 'Asia/Tokyo')).toEqual(new Date('2026-03-11T15:00:00Z'));
  });

  it('gains urgency as it nears: 50 at the deadline, halving every 24 hours before it', () => {
    expect(urgencyPoints(due('2026-03-10', '10:00'), new Date('2026-03-10T09:59:59Z'), 'UTC')).toBe(50);
    expect(urgencyPoints(due('2026-03-10', '22:00'), NOW, 'UTC')).toBe(35); // 12 h: 50 × ½^0.5 = 35.4
    expect(urgencyPoints(due('2026-03-11', '10:00'), NOW, 'UTC')).toBe(25);
    expect(urgencyPoints(due('2026-03-12', '10:00'), NOW, 'UTC')).toBe(13);
    expect(urgencyPoints(due('2026-03-13', '10:00'), NOW, 'UTC')).toBe(6);
    expect(urgencyPoints(due('2026-03-20'), NOW, 'UTC')).toBe(0);
    const week = ['2026-03-17', '2026-03-14', '2026-03-12', '2026-03-11', '2026-03-10'].map((d) => urgencyPoints(due(d), NOW, 'UTC'));
    expect([...week].sort((a, b) => a - b)).toEqual(week);
  });

  it('is most urgent once overdue: 60, plus 5 a day late, counted up to 4 days', () => {
    expect(urgencyPoints(due('2026-03-10', '09:00'), NOW, 'UTC')).toBe(60);
    expect(urgencyPoints(due('2026-03-09'), NOW, 'UTC')).toBe(65);
    expect(urgencyPoints(due('2026-03-08', '15:00'), NOW, 'UTC')).toBe(70);
    expect(urgencyPoints(due('2026-02-01'), NOW, 'UTC')).toBe(80);
    // the time zone decides: 10:00 UTC is 06:00 in New York (summer time since March 8), 3 hours before a 09:00 deadline there
    expect(urgencyPoints(due('2026-03-10', '09:00'), NOW, 'America/New_York')).toBe(46);
  });

  it('is said in words relative to the day in the zone', () => {
    expect(describeDeadline(due('2026-03-10', '15:00'), NOW, 'UTC')).toBe('due today 15:00');
    expect(describeDeadline(due('2026-03-10'), NOW, 'UTC')).toBe('due today');
    expect(describeDeadline(due('2026-03-11', '15:00'), NOW, 'UTC')).toBe('due tomorrow 15:00');
    expect(describeDeadline(due('2026-03-13'), NOW, 'UTC')).toBe('due in 3 days');
    expect(describeDeadline(due('2026-03-30', '08:30'), NOW, 'UTC')).toBe('due 2026-03-30 08:30');
    expect(describeDeadline(due('2026-03-10', '09:00'), NOW, 'UTC')).toBe('overdue since 09:00');
    expect(describeDeadline(due('2026-03-09'), NOW, 'UTC')).toBe('overdue by 1 day');
    expect(describeDeadline(due('2026-03-08', '15:00'), NOW, 'UTC')).toBe('overdue by 2 days');
    // 16:00 UTC is already the 11th in Tokyo
    const late = new Date('2026-03-10T16:00:00Z');
    expect(describeDeadline(due('2026-03-11', '20:00'), late, 'Asia/Tokyo')).toBe('due today 20:00');
    expect(deadlineState(due('2026-03-11', '20:00'), late, 'Asia/Tokyo')).toBe('today');
    expect(describeDeadline(due('2026-03-11', '20:00'), late, 'UTC')).toBe('due tomorrow 20:00');
    expect(deadlineState(due('2026-03-11'), NOW, 'UTC')).toBe('tomorrow');
    expect(deadlineState(due('2026-03-09'), NOW, 'UTC')).toBe('overdue');
  });
});
