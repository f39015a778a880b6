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
    expect(repeatOf('FREQ=DAILY;INTERVAL=3')).toEqual({ kind: 'custom', days: [], custom: 'FREQ=DAILY;INTERVAL=3' });
    expect(ruleOf({ kind: 'custom', days: [], custom: ' RRULE:FREQ=DAILY;COUNT=5 ' })).toBe('FREQ=DAILY;COUNT=5');
    expect(ruleOf(repeatOf(null))).toBe('');
  });
  it('describes a rule for a tooltip', () => {
    expect(describeRule('FREQ=WEEKLY;BYDAY=MO,WE')).toBe('Weekly on Mon, Wed');
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=-1')).toBe('Monthly on the last day');
    expect(describeRule('FREQ=DAILY;INTERVAL=2')).toBe('Repeats: FREQ=DAILY;INTERVAL=2');
  });
});
