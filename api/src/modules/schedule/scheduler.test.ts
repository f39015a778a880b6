import { addSession, moveSession, removeSession } from './edit.js';
import { scheduleToIcs } from './ics.js';
import { fold } from '../../lib/icsText.js';
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
