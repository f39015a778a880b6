import { deadlineInstant } from '../../../../shared/tasks/zonedDays.js';
import { movedPlannedDay, nextOccurrence, normalizeRecurrence, type Series } from './recurrence.js';

const series = (recurrence: string, dueDate: string, more: Partial<Series> = {}): Series => ({
  recurrence,
  recurFrom: 'due',
  dueDate,
  dueTime: null,
  occurrencesDone: 0,
  ...more,
});
const noon = new Date('2026-11-26T12:00:00Z');

/** The next `n` deadline days from the due date, each occurrence completed in turn. */
function days(recurrence: string, dueDate: string, n: number) {
  const out: string[] = [];
  let s = series(recurrence, dueDate);
  for (let i = 0; i < n; i++) {
    const next = nextOccurrence(s, noon, 'UTC');
    if (!next) break;
    out.push(next);
    s = { ...s, dueDate: next, occurrencesDone: s.occurrencesDone + 1 };
  }
  return out;
}

describe('nextOccurrence from the due date', () => {
  it('daily', () => expect(days('FREQ=DAILY', '2026-12-30', 3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']));
  it('every 3 days', () => expect(days('FREQ=DAILY;INTERVAL=3', '2026-02-27', 2)).toEqual(['2026-03-02', '2026-03-05']));
  it('weekly on chosen days', () =>
    // 2026-11-23 is a Monday
    expect(days('FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-11-23', 4)).toEqual(['2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02']));
  it('weekdays', () => expect(days('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-27', 2)).toEqual(['2026-11-30', '2026-12-01']));
  it('monthly on the 31st skips the months without one (RFC 5545)', () =>
    expect(days('FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-31', 3)).toEqual(['2026-03-31', '2026-05-31', '2026-07-31']));
  it('monthly on the last day', () =>
    expect(days('FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-31', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']));
  it('monthly on the last day of a leap year February', () => expect(days('FREQ=MONTHLY;BYMONTHDAY=-1', '2028-01-31', 1)).toEqual(['2028-02-29']));
  it('yearly', () => expect(days('FREQ=YEARLY', '2026-03-15', 2)).toEqual(['2027-03-15', '2028-03-15']));
  it('yearly on 29 February comes back in leap years', () => expect(days('FREQ=YEARLY', '2028-02-29', 1)).toEqual(['2032-02-29']));
  it('ends after COUNT occurrences, counting the current one', () => {
    expect(days('FREQ=DAILY;COUNT=3', '2026-05-01', 10)).toEqual(['2026-05-02', '2026-05-03']);
    expect(nextOccurrence(series('FREQ=DAILY;COUNT=1', '2026-05-01'), noon, 'UTC')).toBeNull();
  });
  it('ends on its UNTIL day, inclusive, date-only or date-time', () => {
    expect(days('FREQ=DAILY;UNTIL=20260503', '2026-05-01', 10)).toEqual(['2026-05-02', '2026-05-03']);
    expect(days('RRULE:FREQ=WEEKLY;UNTIL=20260515T000000Z', '2026-05-01', 10)).toEqual(['2026-05-08', '2026-05-15']);
  });
});

describe('nextOccurrence from the completion date', () => {
  const fromCompletion = (recurrence: string, now: string, timeZone: string, dueTime: string | null = null) =>
    nextOccurrence(series(recurrence, '2026-01-01', { recurFrom: 'completion', dueTime }), new Date(now), timeZone);

  it('counts from the day it was completed, not from the old deadline', () => {
    expect(fromCompletion('FREQ=DAILY;INTERVAL=3', '2026-11-26T12:00:00Z', 'UTC')).toBe('2026-11-29');
    expect(fromCompletion('FREQ=WEEKLY;BYDAY=MO', '2026-11-26T12:00:00Z', 'UTC')).toBe('2026-11-30');
    expect(fromCompletion('FREQ=MONTHLY', '2026-11-26T12:00:00Z', 'UTC')).toBe('2026-12-26');
    expect(fromCompletion('FREQ=YEARLY', '2026-11-26T12:00:00Z', 'UTC')).toBe('2027-11-26');
  });
  it("takes the completion day in the owner's time zone", () => {
    // 23:30 UTC on the 26th is already the 27th in Berlin and still the 26th in New York
    expect(fromCompletion('FREQ=DAILY', '2026-11-26T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-28');
    expect(fromCompletion('FREQ=DAILY', '2026-11-26T23:30:00Z', 'America/New_York')).toBe('2026-11-27');
  });
  it('moves at least one interval even when completed before the deadline time', () =>
    expect(fromCompletion('FREQ=DAILY', '2026-11-26T06:00:00Z', 'UTC', '09:00')).toBe('2026-11-27'));
});

describe('across a daylight-saving change', () => {
  it('a 09:00 deadline stays 09:00 local in New York when the clocks go back', () => {
    const next = nextOccurrence(series('FREQ=DAILY', '2026-10-31', { dueTime: '09:00' }), noon, 'America/New_York')!;
    expect(next).toBe('2026-11-01');
    expect(deadlineInstant('2026-10-31', '09:00', 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(deadlineInstant(next, '09:00', 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });
  it('a weekly 09:00 deadline stays 09:00 local in Berlin when the clocks go forward', () => {
    const next = nextOccurrence(series('FREQ=WEEKLY', '2026-03-23', { dueTime: '09:00' }), noon, 'Europe/Berlin')!;
    const after = nextOccurrence(series('FREQ=WEEKLY', next, { dueTime: '09:00' }), noon, 'Europe/Berlin')!;
    expect([next, after]).toEqual(['2026-03-30', '2026-04-06']);
    expect(deadlineInstant('2026-03-23', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-23T08:00:00.000Z');
    expect(deadlineInstant(next, '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });
  it('from completion, the completion day is read in the zone after the change', () =>
    // 04:30 UTC on 2 November is 23:30 on 1 November in New York (EST, UTC-5; it would be the 2nd at UTC-4)
    expect(nextOccurrence(series('FREQ=DAILY', '2026-10-20', { recurFrom: 'completion' }), new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe(
      '2026-11-02',
    ));
});

describe('normalizeRecurrence', () => {
  it('keeps a valid rule, without RRULE: and in capitals', () => {
    expect(normalizeRecurrence('RRULE:freq=weekly;byday=mo,we')).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
    expect(normalizeRecurrence('FREQ=MONTHLY;BYMONTHDAY=-1')).toBe('FREQ=MONTHLY;BYMONTHDAY=-1');
  });
  it.each([
    ['garbage', /^recurrence must be an RRULE/],
    ['', /^recurrence must repeat/],
    ['FREQ=HOURLY', /^recurrence must repeat/],
    ['FREQ=WEEKLY;BYDAY=XX', /^recurrence: BYDAY takes days of the week \(MO, TU, WE, TH, FR, SA, SU\), not "XX"$/],
    ['FREQ=DAILY;INTERVAL=0', /^recurrence: INTERVAL must be a whole number from 1 to 1000$/],
    ['FREQ=DAILY;COUNT=abc', /^recurrence: COUNT must be a whole number from 1 to 100000$/],
    ['FREQ=MONTHLY;BYMONTHDAY=32', /^recurrence: BYMONTHDAY must be a whole number from -31 to 31, not 0$/],
    ['FREQ=DAILY;COUNT=0', /^recurrence: COUNT must be a whole number from 1 to 100000$/],
    ['FREQ=DAILY;BYHOUR=99', /^recurrence: BYHOUR must be a whole number from 0 to 23$/],
    ['FREQ=FORTNIGHTLY', /^recurrence must repeat/],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', /^recurrence never repeats/],
    ['DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY', /^recurrence takes no DTSTART/],
  ])('refuses %j with a 400 naming recurrence', (text, message) => {
    expect(() => normalizeRecurrence(text)).toThrow(message);
  });
});

describe('movedPlannedDay', () => {
  it('keeps the planned day as many days before the deadline', () => {
    expect(movedPlannedDay('2026-11-24', '2026-11-26', '2026-12-03')).toBe('2026-12-01');
    expect(movedPlannedDay(null, '2026-11-26', '2026-12-03')).toBeNull();
  });
});
