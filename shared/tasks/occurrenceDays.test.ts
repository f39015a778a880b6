import { laterOccurrences, type RepeatingDeadline } from './occurrenceDays.js';

/** Thursday 26 November 2026, noon UTC. */
const NOW = new Date('2026-11-26T12:00:00Z');
const series = (recurrence: string, dueDate: string, more: Partial<RepeatingDeadline> = {}): RepeatingDeadline => ({
  recurrence,
  dueDate,
  dueTime: null,
  occurrencesDone: 0,
  ...more,
});
const days = (s: RepeatingDeadline, from: string, to: string, timeZone = 'UTC', now = NOW) => laterOccurrences(s, from, to, timeZone, now).map((o) => o.day);

describe('laterOccurrences', () => {
  it('daily: every day after the current deadline, within the range', () =>
    expect(days(series('FREQ=DAILY', '2026-11-26'), '2026-11-30', '2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']));

  it('never the current deadline itself, and nothing before today in the account’s zone', () => {
    expect(days(series('FREQ=DAILY', '2026-11-26'), '2026-11-23', '2026-11-28')).toEqual(['2026-11-27', '2026-11-28']);
    // overdue since Monday: the occurrences start today, not on the missed days
    expect(days(series('FREQ=DAILY', '2026-11-23'), '2026-11-23', '2026-11-28')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    // 23:30 UTC on the 26th is already the 27th in Berlin
    const late = new Date('2026-11-26T23:30:00Z');
    expect(days(series('FREQ=DAILY', '2026-11-23'), '2026-11-23', '2026-11-28', 'Europe/Berlin', late)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('weekdays skip the weekend', () =>
    // 2026-11-27 is a Friday
    expect(days(series('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-27'), '2026-11-27', '2026-12-06')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]));

  it('monthly on the 31st skips the months without one, as completing it does', () =>
    expect(days(series('FREQ=MONTHLY;BYMONTHDAY=31', '2026-12-31'), '2026-12-01', '2027-08-31')).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
    ]));

  it('monthly on the last day of the month', () =>
    expect(days(series('FREQ=MONTHLY;BYMONTHDAY=-1', '2026-11-30'), '2026-11-01', '2027-04-30')).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]));

  it('every 2 weeks counts from the current deadline', () =>
    // 2026-11-30 is a Monday
    expect(days(series('FREQ=WEEKLY;INTERVAL=2', '2026-11-30'), '2026-11-30', '2027-01-10')).toEqual(['2026-12-14', '2026-12-28']));

  it('UNTIL ends the series on its day, date-only or date-time', () => {
    expect(days(series('FREQ=DAILY;UNTIL=20261201', '2026-11-28'), '2026-11-26', '2026-12-10')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(days(series('RRULE:FREQ=WEEKLY;UNTIL=20261212T000000Z', '2026-11-28'), '2026-11-26', '2026-12-31')).toEqual(['2026-12-05', '2026-12-12']);
  });

  it('COUNT counts the current occurrence and those already done', () => {
    expect(days(series('FREQ=DAILY;COUNT=3', '2026-11-26'), '2026-11-26', '2026-12-31')).toEqual(['2026-11-27', '2026-11-28']);
    expect(days(series('FREQ=DAILY;COUNT=3', '2026-11-27', { occurrencesDone: 1 }), '2026-11-26', '2026-12-31')).toEqual(['2026-11-28']);
    expect(days(series('FREQ=DAILY;COUNT=3', '2026-11-28', { occurrencesDone: 2 }), '2026-11-26', '2026-12-31')).toEqual([]);
    // the occurrences before the range still count
    expect(days(series('FREQ=DAILY;COUNT=5', '2026-11-26'), '2026-11-29', '2026-12-31')).toEqual(['2026-11-29', '2026-11-30']);
  });

  it('a 09:00 deadline stays 09:00 in Berlin when the clocks go forward', () => {
    const s = series('FREQ=DAILY', '2027-03-26', { dueTime: '09:00' });
    const march = new Date('2027-03-26T06:00:00Z');
    const shown = laterOccurrences(s, '2027-03-27', '2027-03-29', 'Europe/Berlin', march);
    expect(shown.map((o) => [o.day, o.dueTime, o.at.toISOString()])).toEqual([
      ['2027-03-27', '09:00', '2027-03-27T08:00:00.000Z'],
      // the clocks go forward on Sunday the 28th: 09:00 is an hour earlier in UTC from then on
      ['2027-03-28', '09:00', '2027-03-28T07:00:00.000Z'],
      ['2027-03-29', '09:00', '2027-03-29T07:00:00.000Z'],
    ]);
  });

  it('an empty range or a rule that does not parse gives nothing', () => {
    expect(days(series('FREQ=DAILY', '2026-11-26'), '2026-12-05', '2026-12-01')).toEqual([]);
    expect(days(series('not a rule', '2026-11-26'), '2026-11-26', '2026-12-31')).toEqual([]);
  });
});
