import { describeRule, repeatOf, ruleOf } from './repeatRule.ts';

describe('repeat presets', () => {
  it('writes each preset as RRULE text and reads it back as the same preset', () => {
    for (const rule of [
      'FREQ=DAILY',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=MONTHLY',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=YEARLY',
      'FREQ=WEEKLY;BYDAY=TU,SA',
    ]) {
      expect(ruleOf(repeatOf(rule))).toBe(rule);
    }
    expect(repeatOf('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR').kind).toBe('weekdays');
  });
  it('orders the chosen days Monday first, and a weekly rule without days repeats on the deadline weekday', () => {
    expect(ruleOf({ kind: 'weekly', days: ['FR', 'MO'], custom: '' })).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(ruleOf({ kind: 'weekly', days: [], custom: '' })).toBe('FREQ=WEEKLY');
  });
  it('keeps anything else as custom text, without RRULE:', () => {
    expect(repeatOf('FREQ=DAILY;INTERVAL=3')).toEqual({ kind: 'custom', days: [], custom: 'FREQ=DAILY;INTERVAL=3', ends: 'never', until: '', count: '' });
    expect(ruleOf({ kind: 'custom', days: [], custom: ' RRULE:FREQ=DAILY;COUNT=5 ' })).toBe('FREQ=DAILY;COUNT=5');
    expect(ruleOf(repeatOf(null))).toBe('');
  });
  it('ends a preset on a day (UNTIL, date only) or after a number of times (COUNT), and reads both back', () => {
    const weekly = { kind: 'weekly' as const, days: ['TU' as const], custom: '' };
    expect(ruleOf({ ...weekly, ends: 'on', until: '2027-03-31' })).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331');
    expect(ruleOf({ kind: 'monthlyLast', days: [], custom: '', ends: 'after', count: '6' })).toBe('FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=6');
    expect(repeatOf('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331')).toMatchObject({ kind: 'weekly', days: ['TU'], ends: 'on', until: '2027-03-31' });
    expect(repeatOf('FREQ=DAILY;COUNT=10')).toMatchObject({ kind: 'daily', ends: 'after', count: '10' });
    for (const rule of ['FREQ=YEARLY;COUNT=3', 'FREQ=WEEKLY;UNTIL=20261231', 'FREQ=WEEKLY;BYDAY=MO,FR;COUNT=2']) expect(ruleOf(repeatOf(rule))).toBe(rule);
  });
  it('adds no end until it is filled in, and leaves an end with a time of day as custom text', () => {
    const daily = { kind: 'daily' as const, days: [], custom: '' };
    expect(ruleOf({ ...daily, ends: 'on', until: '' })).toBe('FREQ=DAILY');
    expect(ruleOf({ ...daily, ends: 'after', count: '0' })).toBe('FREQ=DAILY');
    expect(ruleOf({ ...daily, ends: 'after', count: '2.5' })).toBe('FREQ=DAILY');
    expect(ruleOf({ ...daily, ends: 'never', count: '4' })).toBe('FREQ=DAILY');
    expect(repeatOf('FREQ=DAILY;UNTIL=20261127T225959Z')).toMatchObject({ kind: 'custom', custom: 'FREQ=DAILY;UNTIL=20261127T225959Z' });
  });
  it('describes a rule for a tooltip', () => {
    expect(describeRule('FREQ=WEEKLY;BYDAY=MO;COUNT=4')).toBe('Weekly on Mon, 4 times');
    expect(describeRule('FREQ=DAILY;UNTIL=20270101')).toBe('Daily, until 2027-01-01');
    expect(describeRule('FREQ=WEEKLY;BYDAY=MO,WE')).toBe('Weekly on Mon, Wed');
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=-1')).toBe('Monthly on the last day');
    expect(describeRule('FREQ=DAILY;INTERVAL=2')).toBe('Repeats: FREQ=DAILY;INTERVAL=2');
  });
});
