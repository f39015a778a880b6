import { explain, minutesLeftToday, rankTasks, scoreTask, type RankTask } from './ranking.js';

const now = new Date('2026-03-10T10:00:00Z');
const task = (t: Partial<RankTask> & { id: number }): RankTask => ({
  name: `Task ${t.id}`,
  priority: 5,
  duration: 30,
  timeSpent: 0,
  createdAt: now,
  dueDate: null,
  ...t,
});

const report = task({
  id: 1,
  name: 'Write report',
  priority: 9,
  duration: 120,
  createdAt: new Date('2026-03-08T10:00:00Z'),
  dueDate: new Date('2026-03-10T12:00:00Z'),
});
const bug = task({ id: 2, name: 'Fix bug', priority: 6, duration: 60, timeSpent: 45, createdAt: new Date('2026-02-28T10:00:00Z') });
const offsite = task({ id: 3, name: 'Plan offsite', priority: 7, duration: 600, dueDate: new Date('2026-03-09T00:00:00Z') });
const desk = task({ id: 4, name: 'Tidy desk', priority: 2, duration: 10, createdAt: new Date('2026-03-09T10:00:00Z') });
const focus = [{ taskId: 2, startTime: new Date('2026-03-10T08:00:00Z'), duration: 25, completed: true }];

describe('local ranking', () => {
  it('counts the minutes left in the working day (09:00–18:00 local)', () => {
    expect(minutesLeftToday({ now })).toBe(480);
    expect(minutesLeftToday({ now: new Date('2026-03-10T06:00:00Z') })).toBe(540);
    expect(minutesLeftToday({ now: new Date('2026-03-10T19:00:00Z') })).toBe(0);
    // 10:00 UTC is 12:00 at UTC+2
    expect(minutesLeftToday({ now, tzOffsetMinutes: 120 })).toBe(360);
  });

  it('scores each factor as computed by hand', () => {
    const points = (t: RankTask) => Object.fromEntries(scoreTask(t, focus, { now }).map((f) => [f.key, f.points]));
    // due at the end of today, 14 hours away: 50 × ½^(14/24) = 33.4; offsite one day late: 60 + 5
    expect(points(report)).toEqual({ priority: 90, due: 33, age: 2, size: 4 });
    expect(points(bug)).toEqual({ priority: 60, age: 10, progress: 15, invested: 3, size: 8, momentum: 12 });
    expect(points(offsite)).toEqual({ priority: 70, due: 65, size: -10 });
    expect(points(desk)).toEqual({ priority: 20, age: 1, size: 8 });
  });

  it('ranks by total score and explains with the factors that mattered', () => {
    const ranked = rankTasks([desk, offsite, bug, report], focus, { now });
    expect(ranked.map((r) => [r.task.id, r.score])).toEqual([
      [1, 129],
      [3, 125],
      [2, 108],
      [4, 29],
    ]);
    expect(ranked.map((r) => r.reason)).toEqual([
      'High priority (9); due today',
      'Overdue by 1 day; needs 10h, more than the 8h left today',
      '75% done; you focused on it in the last 24 hours (momentum); open for 10 days',
      'Quick: 10 min fits in the 8h left today',
    ]);
  });

  it('lets momentum fade after a day and vanish after three', () => {
    const twoDays = [{ ...focus[0], startTime: new Date('2026-03-08T09:00:00Z') }];
    const fourDays = [{ ...focus[0], startTime: new Date('2026-03-06T09:00:00Z') }];
    expect(scoreTask(bug, twoDays, { now }).find((f) => f.key === 'momentum')?.points).toBe(6);
    expect(scoreTask(bug, fourDays, { now }).find((f) => f.key === 'momentum')).toBeUndefined();
  });

  it('penalises a task that no longer fits late in the day', () => {
    const late = new Date('2026-03-10T17:30:00Z');
    const size = scoreTask(report, [], { now: late }).find((f) => f.key === 'size');
    expect(size).toEqual({ key: 'size', points: -10, text: 'needs 2h, more than the 30 min left today' });
  });

  it('breaks ties by priority, then by the earlier due date', () => {
    const a = task({ id: 10, priority: 5, duration: 600 }); // 50 - 10 = 40
    const b = task({ id: 11, priority: 4, duration: 20 }); // 40 + 8 = 48
    const c = task({ id: 12, priority: 4, duration: 600, createdAt: new Date('2026-03-02T10:00:00Z') }); // 40 + 8 - 10 = 38
    expect(rankTasks([a, b, c], [], { now }).map((r) => r.task.id)).toEqual([11, 10, 12]);
    const d = task({ id: 13, priority: 5, duration: 600 });
    expect(rankTasks([d, a], [], { now }).map((r) => r.task.id)).toEqual([10, 13]);
  });

  it("reads a deadline with its time in the owner's time zone and says it in the reason", () => {
    // 10:00 UTC is 11:00 in Berlin; due tomorrow 15:00 Berlin is 28 hours away: 50 × ½^(28/24) = 22.3
    const call = task({ id: 30, name: 'Call client', priority: 5, duration: 600, dueDate: new Date('2026-03-11T00:00:00Z'), dueTime: '15:00' });
    const [ranked] = rankTasks([call], [], { now, timeZone: 'Europe/Berlin' });
    expect(ranked.factors.find((f) => f.key === 'due')).toEqual({ key: 'due', points: 22, text: 'due tomorrow 15:00' });
    expect(ranked.reason).toBe('Due tomorrow 15:00; needs 10h, more than the 8h left today');
    expect(ranked.deadline).toEqual({
      at: new Date('2026-03-11T14:00:00Z'),
      day: '2026-03-11',
      time: '15:00',
      timeZone: 'Europe/Berlin',
      hoursLeft: 28,
      text: 'due tomorrow 15:00',
      urgency: 22,
    });
    // the same task two days late
    const late = rankTasks([call], [], { now: new Date('2026-03-13T10:00:00Z'), timeZone: 'Europe/Berlin' })[0];
    expect(late.reason).toMatch(/^Overdue by 2 days/);
    expect(late.factors.find((f) => f.key === 'due')?.points).toBe(70);
  });

  it('puts a nearer deadline first at equal priority, and an overdue one above all', () => {
    const at = (id: number, day: string, dueTime: string | null = null) =>
      task({ id, priority: 5, duration: 30, dueDate: new Date(`${day}T00:00:00Z`), dueTime });
    const ranked = rankTasks(
      [at(40, '2026-03-14'), at(41, '2026-03-10', '17:00'), at(42, '2026-03-11'), at(43, '2026-03-09'), at(44, '2026-03-10', '12:00')],
      [],
      {
        now,
      },
    );
    expect(ranked.map((r) => r.task.id)).toEqual([43, 44, 41, 42, 40]);
  });

  it('says something useful when no factor stands out', () => {
    const plain = task({ id: 20, priority: 5, duration: 40 });
    expect(explain(plain, scoreTask(plain, [], { now }))).toBe('Medium priority (5) and nothing more pressing is open');
  });
});
