import { describeDate, findDate } from './dates.js';
import { parseIntent } from './intents.js';

const today = '2026-11-22'; // a Sunday

describe('the local intent grammar', () => {
  it.each([
    ['add a task to call the bank tomorrow, priority 7', { kind: 'create_task', name: 'Call the bank', priority: 7, dueDate: '2026-11-23' }],
    [
      'create task "Write Q4 report" priority 9 for 90 minutes in project Work',
      { kind: 'create_task', name: 'Write Q4 report', priority: 9, durationMinutes: 90, projectName: 'Work' },
    ],
    ['remind me to pay rent on 2026-12-01', { kind: 'create_task', name: 'Pay rent', dueDate: '2026-12-01' }],
    [
      'Please add a task to book the dentist next monday, 30 min',
      { kind: 'create_task', name: 'Book the dentist', durationMinutes: 30, dueDate: '2026-11-23' },
    ],
    ['new task: buy milk, high priority', { kind: 'create_task', name: 'Buy milk', priority: 8 }],
    ['add a task to send the invoice in 3 days, 1.5 hours', { kind: 'create_task', name: 'Send the invoice', durationMinutes: 90, dueDate: '2026-11-25' }],
    ['add water the plants to my list', { kind: 'create_task', name: 'Water the plants' }],
    ['add task defrost freezer 30m', { kind: 'create_task', name: 'Defrost freezer', durationMinutes: 30 }],
    ['add task clean windows, 1 hour 30 min, prio 4', { kind: 'create_task', name: 'Clean windows', durationMinutes: 90, priority: 4 }],
    ['add task call mom in about 2 hours, 10 min', { kind: 'create_task', name: 'Call mom', durationMinutes: 10, dueDate: '2026-11-22', dueTime: '14:00' }],
    [
      'add a task to prepare the slides in the Marketing project by friday',
      { kind: 'create_task', name: 'Prepare the slides', projectName: 'Marketing', dueDate: '2026-11-27' },
    ],
    [
      'add a task to call the plumber tomorrow at 3pm p1 #Home',
      { kind: 'create_task', name: 'Call the plumber', dueDate: '2026-11-23', dueTime: '15:00', priority: 10, projectName: 'Home' },
    ],
    [
      'add a task to pay rent every month on the 1st at 9am remind me 1 day before',
      {
        kind: 'create_task',
        name: 'Pay rent',
        dueDate: '2026-12-01',
        dueTime: '09:00',
        recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
        reminders: [{ offsetMinutes: 1440 }],
      },
    ],
    [
      'remind me to water the plants every 3 days after completion, 10 minutes',
      {
        kind: 'create_task',
        name: 'Water the plants',
        durationMinutes: 10,
        dueDate: '2026-11-22',
        recurrence: 'FREQ=DAILY;INTERVAL=3',
        recurFrom: 'completion',
      },
    ],
    ['add a task to stretch in 2 hours', { kind: 'create_task', name: 'Stretch', dueDate: '2026-11-22', dueTime: '14:00' }],
  ])('reads a new task in %j', (message, expected) => {
    expect(parseIntent(message, today)).toEqual(expected);
  });

  it("reads a new task's dates with the user's clock and time zone", () => {
    // 08:30 on Monday 23 November in Tokyo
    const clock = { now: new Date('2026-11-22T23:30:00Z'), timeZone: 'Asia/Tokyo' };
    expect(parseIntent('add a task to call mom tomorrow at 9am', '2026-11-23', clock)).toEqual({
      kind: 'create_task',
      name: 'Call mom',
      dueDate: '2026-11-24',
      dueTime: '09:00',
    });
  });

  it.each([
    ['what should I work on next?', { kind: 'next' }],
    ["What's next", { kind: 'next' }],
    ['complete call the bank', { kind: 'complete_task', query: 'call the bank' }],
    ['mark "Write Q4 report" as done', { kind: 'complete_task', query: 'Write Q4 report' }],
    ['I finished the slides', { kind: 'complete_task', query: 'the slides' }],
    ['Pay rent is done', { kind: 'complete_task', query: 'Pay rent' }],
    ['start the timer on Write report', { kind: 'start_timer', query: 'Write report' }],
    ['start a pomodoro', { kind: 'start_timer', query: null }],
    ["let's focus on the slides", { kind: 'start_timer', query: 'the slides' }],
    ['plan my day', { kind: 'plan_day', date: today }],
    ['plan tomorrow', { kind: 'plan_day', date: '2026-11-23' }],
    ["what's on my schedule today?", { kind: 'show_schedule', date: today }],
    ['show my tasks', { kind: 'list_tasks' }],
    ['how much did I focus in the last 14 days?', { kind: 'stats', days: 14 }],
    ['undo', { kind: 'undo' }],
    ['what can you do?', { kind: 'help' }],
    ['Hello there', { kind: 'greeting' }],
    ['the weather is nice', { kind: 'unknown' }],
  ])('reads %j', (message, expected) => {
    expect(parseIntent(message, today)).toEqual(expected);
  });
});

describe('date phrases', () => {
  it.each([
    ['today', '2026-11-22'],
    ['tomorrow', '2026-11-23'],
    ['the day after tomorrow', '2026-11-24'],
    ['on friday', '2026-11-27'],
    ['next sunday', '2026-11-29'],
    ['next week', '2026-11-23'],
    ['in 10 days', '2026-12-02'],
    ['on 2026-12-01', '2026-12-01'],
    ['december 1st', '2026-12-01'],
    ['jan 5', '2027-01-05'],
  ])('%s is %s', (phrase, date) => {
    expect(findDate(`call mum ${phrase}`, today)?.date).toBe(date);
  });

  it('ignores impossible dates and names days for people', () => {
    expect(findDate('on 2026-02-30', today)).toBeNull();
    expect(describeDate('2026-11-23', today)).toBe('tomorrow (Mon 23 Nov)');
    expect(describeDate('2026-12-01', today)).toBe('Tue 1 Dec');
  });
});
