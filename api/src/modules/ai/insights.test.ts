import { computeInsights, type InsightSession, type InsightTask } from './insights.js';

const at = (s: string) => new Date(s);
const base = { createdAt: at('2026-03-01T10:00:00Z'), completed: false, completedAt: null, timeSpent: 0 };
const tasks: InsightTask[] = [
  {
    ...base,
    id: 1,
    name: 'Report',
    priority: 9,
    duration: 60,
    timeSpent: 90,
    completed: true,
    completedAt: at('2026-03-09T12:00:00Z'),
    projectId: 1,
    projectName: 'Work',
  },
  { ...base, id: 2, name: 'Slides', priority: 8, duration: 30, projectId: 1, projectName: 'Work' },
  {
    ...base,
    id: 3,
    name: 'Laundry',
    priority: 3,
    duration: 30,
    timeSpent: 30,
    completed: true,
    completedAt: at('2026-03-05T12:00:00Z'),
    projectId: 2,
    projectName: 'Home',
  },
  { ...base, id: 4, name: 'Email', priority: 9, duration: 15, createdAt: at('2026-03-09T15:00:00Z'), projectId: 1, projectName: 'Work' },
  { ...base, id: 5, name: 'Taxes', priority: 10, duration: 120, timeSpent: 25, projectId: 2, projectName: 'Home' },
];
const work = (taskId: number, start: string, duration: number, completed = true): InsightSession => ({
  taskId,
  startTime: at(start),
  duration,
  completed,
  type: 'work',
});
const sessions: InsightSession[] = [
  work(1, '2026-03-09T09:10:00Z', 25),
  work(1, '2026-03-09T09:40:00Z', 25),
  work(1, '2026-03-10T14:05:00Z', 40),
  work(5, '2026-03-06T09:00:00Z', 25),
  work(3, '2026-03-08T20:00:00Z', 30),
  work(1, '2026-03-10T09:00:00Z', 25, false),
  { taskId: 1, startTime: at('2026-03-10T09:30:00Z'), duration: 5, completed: true, type: 'break' },
];
const now = at('2026-03-10T15:00:00Z');

describe('local insights', () => {
  const i = computeInsights({ tasks, sessions, now, days: 3 });

  it('counts a work session stopped early by the minutes it ran, not as a session (as the Dashboard and the Pomodoro screen do)', () => {
    const stopped = { ...work(1, '2026-03-10T11:00:00Z', 12, false), endTime: at('2026-03-10T11:12:30Z') };
    const withStopped = computeInsights({ tasks, sessions: [...sessions, stopped], now, days: 3 });
    expect(withStopped.focusByDay.at(-1)).toEqual({ date: '2026-03-10', minutes: 40 + 12, sessions: 1 });
    expect(withStopped.totalFocusMinutes).toBe(120 + 12);
  });

  it('gives the completion rate over all tasks and the completions in the period', () => {
    expect(i.completion).toEqual({ total: 5, completed: 2, open: 3, rate: 0.4, completedInPeriod: 1 });
  });

  it('sums completed work sessions per day, per project and per hour', () => {
    expect(i.from).toBe('2026-03-08');
    expect(i.to).toBe('2026-03-10');
    expect(i.focusByDay).toEqual([
      { date: '2026-03-08', minutes: 30, sessions: 1 },
      { date: '2026-03-09', minutes: 50, sessions: 2 },
      { date: '2026-03-10', minutes: 40, sessions: 1 },
    ]);
    expect(i.totalFocusMinutes).toBe(120);
    expect(i.focusByProject).toEqual([
      { projectId: 1, projectName: 'Work', minutes: 90 },
      { projectId: 2, projectName: 'Home', minutes: 30 },
    ]);
    expect(i.focusHours.filter((h) => h.minutes)).toEqual([
      { hour: 9, minutes: 50 },
      { hour: 14, minutes: 40 },
      { hour: 20, minutes: 30 },
    ]);
    expect(i.bestFocusHours).toEqual([9, 14, 20]);
  });

  it('compares estimates with the time spent, per completed task and overall (an open task is not judged yet)', () => {
    expect(i.estimates.tasks.map((t) => [t.taskId, t.estimateMinutes, t.actualMinutes, t.ratio])).toEqual([
      [1, 60, 90, 1.5],
      [3, 30, 30, 1],
    ]);
    expect(i.estimates).toMatchObject({ estimateMinutes: 90, actualMinutes: 120, ratio: 1.33 });
  });

  it('lists open high-priority tasks untouched for three days or more', () => {
    expect(i.neglected).toEqual([
      { taskId: 5, taskName: 'Taxes', priority: 10, daysUntouched: 4 },
      { taskId: 2, taskName: 'Slides', priority: 8, daysUntouched: 9 },
    ]);
  });

  it('writes a summary from those figures', () => {
    expect(i.summary).toBe(
      'You focused 2h over the last 3 days (3 active days, 40 min a day on average). ' +
        '2 of 5 tasks are done (40%), 1 of them in this period. ' +
        'Most of your focus went to Work (1h 30m). ' +
        'Tasks take 33% longer than estimated: consider padding your estimates. ' +
        'Your best focus hour is 09:00: protect it for demanding work. ' +
        '2 high-priority tasks have been untouched for 3+ days, starting with "Taxes" (4 days).',
    );
  });

  it('reads days and hours in the client time zone', () => {
    const east = computeInsights({ tasks, sessions, now, days: 3, tzOffsetMinutes: 600 });
    expect(east.to).toBe('2026-03-11');
    expect(east.focusByDay.map((d) => d.minutes)).toEqual([80, 0, 40]);
    expect(east.bestFocusHours[0]).toBe(19);
  });

  it('says how to start when there is no history', () => {
    const empty = computeInsights({ tasks: [], sessions: [], now, days: 7 });
    expect(empty.summary).toBe('No completed focus sessions in the last 7 days: start a timer on a task to build a focus history.');
    expect(empty.estimates.ratio).toBeNull();
  });
});
