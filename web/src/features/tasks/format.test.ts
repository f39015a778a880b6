import { describeDue, fromDateInput, toDateInput } from './format.ts';

const now = new Date(2031, 4, 6, 12, 0); // Tuesday 6 May 2031, 12:00 local

describe('describeDue', () => {
  it('names the day, with the deadline time when there is one', () => {
    expect(describeDue('2031-05-07', '15:00', now)).toEqual({ label: 'Tomorrow 15:00', state: 'soon' });
    expect(describeDue('2031-05-06', null, now)).toEqual({ label: 'Today', state: 'today' });
    expect(describeDue('2031-05-09', null, now)).toEqual({ label: 'Friday', state: 'soon' });
    expect(describeDue('2031-06-20', '09:05', now)).toEqual({ label: 'Jun 20 09:05', state: 'later' });
    expect(describeDue('2031-05-05', null, now)).toEqual({ label: 'Yesterday', state: 'overdue' });
  });
  it('is overdue today once its time has passed', () => {
    expect(describeDue('2031-05-06', '11:59', now).state).toBe('overdue');
    expect(describeDue('2031-05-06', '12:01', now).state).toBe('today');
  });
  it('reads an older full ISO answer by its date part', () => expect(describeDue('2031-05-07T00:00:00.000Z', null, now).label).toBe('Tomorrow'));
});

describe('date inputs', () => {
  it('pass the day through', () => {
    expect(toDateInput('2031-05-07')).toBe('2031-05-07');
    expect(toDateInput(null)).toBe('');
    expect(fromDateInput('2031-05-07')).toBe('2031-05-07');
    expect(fromDateInput('')).toBeNull();
  });
});
