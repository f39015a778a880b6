import { describeOffset } from './messages.js';

describe('how a reminder before the deadline reads', () => {
  it('names the presets, and spells out any other offset in days, hours and minutes', () => {
    expect(describeOffset(0)).toBe('At the deadline');
    expect(describeOffset(60)).toBe('1 hour before');
    expect(describeOffset(1440)).toBe('1 day before');
    expect(describeOffset(120)).toBe('2 hours before');
    expect(describeOffset(150)).toBe('2 hours 30 minutes before');
    expect(describeOffset(1)).toBe('1 minute before');
    expect(describeOffset(2 * 1440 + 61)).toBe('2 days 1 hour 1 minute before');
  });
});
