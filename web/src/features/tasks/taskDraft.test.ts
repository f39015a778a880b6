import { validateDraft, type TaskDraft } from './TaskFields.tsx';

const draft = (repeat: Partial<TaskDraft['repeat']>, due = '2027-03-01'): TaskDraft => ({
  name: 'Water the ferns',
  description: '',
  priority: 5,
  duration: 25,
  projectRowId: 1,
  due,
  dueTime: '',
  planned: '',
  repeat: { kind: 'weekly', days: [], custom: '', ...repeat },
  recurFrom: 'due',
});

describe("the task form's repeat end", () => {
  it('asks for the last day, not before the deadline, or for a count of 1 or more', () => {
    expect(validateDraft(draft({ ends: 'on', until: '' })).repeatEnd).toBe('Choose the last day');
    expect(validateDraft(draft({ ends: 'on', until: '2027-02-28' })).repeatEnd).toBe('The last day cannot be before the due date');
    expect(validateDraft(draft({ ends: 'after', count: '0' })).repeatEnd).toBe('Enter how many times, 1 or more');
    expect(validateDraft(draft({ ends: 'after', count: '' })).repeatEnd).toBe('Enter how many times, 1 or more');
  });
  it('takes a filled-in end, and ignores the end of a custom rule or of none', () => {
    expect(validateDraft(draft({ ends: 'on', until: '2027-03-01' }))).toEqual({});
    expect(validateDraft(draft({ ends: 'after', count: '4' }))).toEqual({});
    expect(validateDraft(draft({ kind: 'custom', custom: 'FREQ=DAILY;COUNT=3', ends: 'after', count: '' }))).toEqual({});
    expect(validateDraft(draft({ kind: 'none', ends: 'on', until: '' }, ''))).toEqual({});
  });
});
