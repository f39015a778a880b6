import { addSession, moveSession, removeSession } from './edit.js';
import { scheduleToIcs } from './ics.js';
import { fold } from '../../lib/icsText.js';
import { dayView } from './deadlines.js';
import { planDay, type PlanTask } from './scheduler.js';
import { toMinutes } from './time.js';
import type { Preferences, ScheduleData } from './types.js';

const t = (id: number, name: string, priority: number, duration: number, timeSpent = 0): PlanTask => ({ id, name, priority, duration, timeSpent });
// in recommendation order
const tasks = [t(1, 'Deep work', 9, 60), t(2, 'Email Bob', 5, 10), t(3, 'Call bank', 8, 30, 20), t(4, 'Review PR', 8, 40), t(5, 'Water plants', 2, 5)];
const prefs: Preferences = { workHours: { start: '09:00', end: '12:00' }, breakDuration: 5, focusTime: 25, priorities: [] };
const row = (s: ScheduleData['sessions'][number]) => [s.sessionId, s.startTime, s.endTime, s.isBreak ? 'break' : s.taskName];

const plan = planDay({ date: '2026-03-10', preferences: prefs, tasks });

describe('the day planner', () => {
  it('splits long tasks, batches quick ones and puts breaks between work sessions, high priority first', () => {
    expect(plan.sessions.map(row)).toEqual([
      [1, '09:00', '09:25', 'Deep work'],
      [2, '09:25', '09:30', 'break'],
      [3, '09:30', '09:55', 'Deep work'],
      [4, '09:55', '10:00', 'break'],
      [5, '10:00', '10:10', 'Deep work'],
      [6, '10:10', '10:15', 'break'],
      [7, '10:15', '10:40', 'Quick tasks (3)'],
      [8, '10:40', '10:45', 'break'],
      [9, '10:45', '11:10', 'Review PR'],
      [10, '11:10', '11:15', 'break'],
      [11, '11:15', '11:30', 'Review PR'],
    ]);
    expect(plan.sessions[6]).toMatchObject({
      taskId: null,
      groupedTasks: [
        { taskId: 3, taskName: 'Call bank', duration: 10 },
        { taskId: 2, taskName: 'Email Bob', duration: 10 },
        { taskId: 5, taskName: 'Water plants', duration: 5 },
      ],
    });
    expect(plan.sessions[0]).toMatchObject({ taskId: 1, notes: 'Part 1 of 3', isBreak: false });
    expect(plan.sessions[1]).toEqual({ sessionId: 2, taskId: null, taskName: 'Break', startTime: '09:25', endTime: '09:30', isBreak: true });
    expect(plan.isEmpty).toBe(false);
    expect(plan.summary).toBe('6 focus sessions (2h 5m) on 5 tasks, 09:00–11:30, with 5 breaks. Start with Deep work.');
    expect(plan.recommendedFocus).toEqual(['Deep work (priority 9)', 'Call bank (priority 8)', 'Review PR (priority 8)']);
  });

  it('keeps every session inside the work hours, without overlap, with exactly the spec shape', () => {
    let last = toMinutes('09:00');
    for (const s of plan.sessions) {
      expect(toMinutes(s.startTime)).toBeGreaterThanOrEqual(last);
      expect(toMinutes(s.endTime)).toBeGreaterThan(toMinutes(s.startTime));
      expect(toMinutes(s.endTime)).toBeLessThanOrEqual(toMinutes('12:00'));
      last = toMinutes(s.endTime);
      expect(Object.keys(s).every((k) => ['sessionId', 'taskId', 'taskName', 'startTime', 'endTime', 'isBreak', 'notes', 'groupedTasks'].includes(k))).toBe(
        true,
      );
    }
    const { unscheduled: _u, ...data } = plan;
    expect(Object.keys(data).sort()).toEqual(['date', 'isEmpty', 'recommendedFocus', 'sessions', 'summary']);
    // breaks only ever sit between two work sessions
    plan.sessions.forEach((s, i) => {
      if (s.isBreak) expect([plan.sessions[i - 1]?.isBreak, plan.sessions[i + 1]?.isBreak]).toEqual([false, false]);
    });
  });

  it('plans the preference list first, then names what did not fit', () => {
    const short = planDay({ date: '2026-03-10', preferences: { ...prefs, workHours: { start: '09:00', end: '10:00' }, priorities: ['review'] }, tasks });
    expect(short.sessions.map(row)).toEqual([
      [1, '09:00', '09:25', 'Review PR'],
      [2, '09:25', '09:30', 'break'],
      [3, '09:30', '09:45', 'Review PR'],
      [4, '09:45', '09:50', 'break'],
      [5, '09:50', '10:00', 'Call bank'],
    ]);
    expect(short.summary).toContain('3 tasks did not fit in your work hours: Deep work, Email Bob, Water plants.');
  });

  it('names the first five tasks that did not fit and counts the rest', () => {
    const backlog = Array.from({ length: 40 }, (_, i) => t(100 + i, `Chore ${i + 1}`, 5, 25));
    const day = planDay({ date: '2026-03-10', preferences: { ...prefs, workHours: { start: '09:00', end: '10:00' } }, tasks: backlog });
    expect(day.sessions.filter((s) => !s.isBreak).map((s) => s.taskName)).toEqual(['Chore 1', 'Chore 2']);
    expect(day.summary).toMatch(/ 38 tasks did not fit in your work hours: Chore 3, Chore 4, Chore 5, Chore 6, Chore 7 and 33 more\.$/);
    expect(day.unscheduled).toHaveLength(38);
  });

  it('plans nothing before now on today, and explains an empty day', () => {
    const late = planDay({ date: '2026-03-10', preferences: prefs, tasks, notBefore: toMinutes('11:02') });
    expect(late.sessions.map(row)[0]).toEqual([1, '11:05', '11:30', 'Deep work']);
    const over = planDay({ date: '2026-03-10', preferences: prefs, tasks, notBefore: toMinutes('18:00') });
    expect(over).toMatchObject({ isEmpty: true, sessions: [] });
    expect(over.summary).toBe('Your work hours (09:00–12:00) are over for 2026-03-10; 5 open tasks wait for the next day.');
    const none = planDay({ date: '2026-03-10', preferences: prefs, tasks: [] });
    expect(none).toMatchObject({ isEmpty: true, sessions: [] });
    expect(none.summary).toMatch(/^Nothing to plan for 2026-03-10: you have no open tasks/);
    expect(none.recommendedFocus.length).toBeGreaterThan(0);
  });

  it('folds a short last part into the part before it', () => {
    const p = planDay({ date: '2026-03-10', preferences: prefs, tasks: [t(1, 'Essay', 5, 53)] });
    expect(p.sessions.filter((s) => !s.isBreak).map((s) => [s.startTime, s.endTime])).toEqual([
      ['09:00', '09:25'],
      ['09:30', '09:58'],
    ]);
  });
});

describe('editing a plan', () => {
  const data: ScheduleData = (({ unscheduled: _u, ...d }) => d)(plan);

  it('moves a session and pushes the later ones back', () => {
    const moved = moveSession(data, 3, '09:35');
    expect(moved.sessions.map(row).slice(2)).toEqual([
      [3, '09:35', '10:00', 'Deep work'],
      [4, '10:00', '10:05', 'break'],
      [5, '10:05', '10:15', 'Deep work'],
      [6, '10:15', '10:20', 'break'],
      [7, '10:20', '10:45', 'Quick tasks (3)'],
      [8, '10:45', '10:50', 'break'],
      [9, '10:50', '11:15', 'Review PR'],
      [10, '11:15', '11:20', 'break'],
      [11, '11:20', '11:35', 'Review PR'],
    ]);
  });

  it('refuses an overlap when asked not to shift, and a start inside another session', () => {
    expect(() => moveSession(data, 3, '09:35', false)).toThrow('The session would overlap "Break" (09:55–10:00)');
    expect(() => moveSession(data, 9, '10:30')).toThrow('10:30 is inside "Quick tasks (3)" (10:15–10:40)');
    expect(() => moveSession(data, 99, '10:30')).toThrow('Session not found');
    expect(moveSession(data, 11, '11:50').sessions.map(row).at(-1)).toEqual([11, '11:50', '12:05', 'Review PR']);
  });

  it('removes a session and the breaks it leaves stranded', () => {
    const removed = removeSession(data, 7);
    expect(removed.sessions.map((s) => s.sessionId)).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);
    expect(removed.summary).toBe('5 focus sessions (1h 40m) on 2 tasks, 09:00–11:30, with 3 breaks. Start with Deep work.');
  });

  it('adds a session after the last one (with a break), or at a free time', () => {
    const { data: added, session } = addSession(data, { taskId: 6, taskName: 'New', minutes: 20, breakDuration: 5, defaultStart: '09:00' });
    expect(added.sessions.map(row).slice(-2)).toEqual([
      [12, '11:30', '11:35', 'break'],
      [13, '11:35', '11:55', 'New'],
    ]);
    expect(session.sessionId).toBe(13);
    expect(() => addSession(data, { taskId: 6, taskName: 'New', minutes: 20, startTime: '09:10', breakDuration: 5, defaultStart: '09:00' })).toThrow(
      'The session would overlap "Deep work" (09:00–09:25)',
    );
    const early = addSession(data, { taskId: 6, taskName: 'New', minutes: 30, startTime: '08:00', breakDuration: 5, defaultStart: '09:00' });
    expect(early.data.sessions.map(row)[0]).toEqual([12, '08:00', '08:30', 'New']);
  });
});

describe('the .ics export', () => {
  const ics = scheduleToIcs((({ unscheduled: _u, ...d }) => d)(plan), { userId: 7, now: new Date('2026-03-10T08:00:00Z') });

  it('is an RFC 5545 calendar with CRLF lines and one event per work session', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(ics).toContain(
      'UID:schedule-7-2026-03-10-1@streamline\r\nDTSTAMP:20260310T080000Z\r\nDTSTART:20260310T090000\r\nDTEND:20260310T092500\r\nSUMMARY:Deep work\r\n',
    );
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Batch of short tasks: Call bank\\, Email Bob\\, Water plants\\n- Call bank (10 min)');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('folds long lines at 75 octets', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = fold(long).split('\r\n');
    expect(folded.length).toBe(2);
    expect(folded[1].startsWith(' ')).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });
});

describe('planning with deadlines', () => {
  const day = { ...prefs, workHours: { start: '09:00', end: '17:00' }, focusTime: 60, breakDuration: 10 };
  const due = (task: PlanTask, time: string | null): PlanTask => ({ ...task, deadline: { kind: 'due', time } });
  const work = (p: ReturnType<typeof planDay>) => p.sessions.filter((s) => !s.isBreak).map((s) => [s.startTime, s.endTime, s.taskName]);
  const big = t(1, 'Big project', 9, 120);
  const report = t(2, 'Write report', 3, 120);

  it('places work due today before its deadline when it fits, ahead of higher priorities', () => {
    const p = planDay({ date: '2026-03-10', preferences: day, tasks: [big, due(report, '12:00')] });
    expect(work(p)).toEqual([
      ['09:00', '10:00', 'Write report'],
      ['10:10', '11:10', 'Write report'],
      ['11:20', '12:20', 'Big project'],
      ['12:30', '13:30', 'Big project'],
    ]);
    expect(p.warnings).toBeUndefined();
    expect(p.summary).not.toContain('deadline');
  });

  it("says plainly when something can't fit before its deadline, and lets the others meet theirs", () => {
    const memo = due(t(3, 'Send memo', 5, 30), '10:00');
    const p = planDay({ date: '2026-03-10', preferences: day, tasks: [due(report, '10:30'), memo, big] });
    // the report (2h) cannot be done by 10:30; planned first it would also make the memo late
    expect(work(p)).toEqual([
      ['09:00', '09:30', 'Send memo'],
      ['09:40', '10:40', 'Write report'],
      ['10:50', '11:50', 'Write report'],
      ['12:00', '13:00', 'Big project'],
      ['13:10', '14:10', 'Big project'],
    ]);
    expect(p.warnings).toEqual(['Can\'t fit "Write report" (2h) before its 10:30 deadline.']);
    expect(p.summary).toMatch(/ "Write report" can't be done before its deadline\.$/);
  });

  it('counts from now when planning today', () => {
    const p = planDay({ date: '2026-03-10', preferences: day, tasks: [due(t(4, 'Call back', 5, 45), '15:00')], notBefore: toMinutes('14:30') });
    expect(work(p)).toEqual([['14:30', '15:15', 'Call back']]);
    expect(p.warnings).toEqual(['Can\'t fit "Call back" (45 min) before its 15:00 deadline.']);
  });

  it('puts overdue work first, without a deadline warning', () => {
    const old: PlanTask = { ...t(5, 'Tax forms', 2, 30), deadline: { kind: 'overdue' } };
    const p = planDay({ date: '2026-03-10', preferences: day, tasks: [big, due(report, '16:00'), old] });
    expect(work(p).map((w) => w[2])).toEqual(['Tax forms', 'Write report', 'Write report', 'Big project', 'Big project']);
    expect(p.warnings).toBeUndefined();
  });

  it('reads a deadline without a time as the end of the day: a warning only when the work does not fit today', () => {
    const allDay = due(report, null);
    const fits = planDay({ date: '2026-03-10', preferences: day, tasks: [big, allDay] });
    expect(work(fits)[0]).toEqual(['09:00', '10:00', 'Write report']);
    expect(fits.warnings).toBeUndefined();
    const short = planDay({ date: '2026-03-10', preferences: { ...day, workHours: { start: '09:00', end: '10:00' } }, tasks: [big, allDay] });
    expect(work(short)).toEqual([['09:00', '10:00', 'Write report']]);
    expect(short.warnings).toEqual(['Can\'t fit "Write report" (2h) in your work hours today, the day it is due.']);
    expect(short.summary).toContain('did not fit in your work hours: Write report, Big project.');
  });

  it('plans the tasks planned for the day before the others, and those planned for later last', () => {
    const later: PlanTask = { ...t(6, 'Next week', 9, 30), planned: 'later' };
    const today: PlanTask = { ...t(7, 'Planned today', 2, 30), planned: 'this day' };
    const p = planDay({ date: '2026-03-10', preferences: day, tasks: [later, big, today] });
    expect(work(p).map((w) => w[2])).toEqual(['Planned today', 'Big project', 'Big project', 'Next week']);
  });
});

describe("a task's deadline and planned day, seen from the planned day", () => {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  it('is overdue before that day or once its time has passed today, due that day otherwise', () => {
    expect(dayView({ dueDate: at('2026-03-09') }, '2026-03-10', null)).toEqual({ deadline: { kind: 'overdue' } });
    expect(dayView({ dueDate: at('2026-03-10'), dueTime: '15:00' }, '2026-03-10', toMinutes('14:00'))).toEqual({ deadline: { kind: 'due', time: '15:00' } });
    expect(dayView({ dueDate: at('2026-03-10'), dueTime: '15:00' }, '2026-03-10', toMinutes('15:00'))).toEqual({ deadline: { kind: 'overdue' } });
    expect(dayView({ dueDate: at('2026-03-10'), dueTime: null }, '2026-03-10', toMinutes('23:00'))).toEqual({ deadline: { kind: 'due', time: null } });
    expect(dayView({ dueDate: at('2026-03-11'), plannedDate: at('2026-03-10') }, '2026-03-10', null)).toEqual({ planned: 'this day' });
    expect(dayView({ dueDate: null, plannedDate: at('2026-03-09') }, '2026-03-10', null)).toEqual({ planned: 'this day' });
    expect(dayView({ dueDate: null, plannedDate: at('2026-03-12') }, '2026-03-10', null)).toEqual({ planned: 'later' });
  });
});
