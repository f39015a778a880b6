import { focusMinutesOf, focusTotals, isPomodoro, ranMinutesOf, sessionDay, sessionOutcome, type CountedSession } from './sessionStats.js';

const at = (hhmm: string) => `2025-03-04T${hhmm}:00.000Z`;
const session = (over: Partial<CountedSession>): CountedSession => ({
  type: 'work',
  completed: true,
  duration: 25,
  startTime: at('09:00'),
  endTime: at('09:25'),
  ...over,
});

describe('session outcome', () => {
  it('done, stopped early, or still running', () => {
    expect(sessionOutcome(session({}))).toBe('done');
    expect(sessionOutcome(session({ completed: false }))).toBe('stopped');
    expect(sessionOutcome(session({ completed: false, endTime: null }))).toBe('running');
  });
});

describe('what counts', () => {
  it('a pomodoro is a completed work session; breaks and stopped work are not', () => {
    expect(isPomodoro(session({}))).toBe(true);
    expect(isPomodoro(session({ type: 'break' }))).toBe(false);
    expect(isPomodoro(session({ completed: false }))).toBe(false);
  });

  it('a stopped session ran its recorded minutes, bounded by its span; a running one 0 so far', () => {
    expect(ranMinutesOf(session({ completed: false, duration: 12, endTime: at('09:12') }))).toBe(12);
    // stopped before real lengths were recorded: it kept the planned 25
    expect(ranMinutesOf(session({ completed: false, duration: 25, endTime: at('09:07') }))).toBe(7);
    expect(ranMinutesOf(session({ completed: false, endTime: null }))).toBe(0);
    expect(ranMinutesOf(session({ completed: false, duration: 25, endTime: new Date(Date.parse(at('09:00')) - 1000) }))).toBe(0);
  });

  it('focus minutes are work only', () => {
    expect(focusMinutesOf(session({ type: 'break', duration: 5, endTime: at('09:05') }))).toBe(0);
    expect(focusMinutesOf(session({ duration: 50, endTime: at('09:50') }))).toBe(50);
  });

  it('totals: pomodoros counted, minutes of every work session that ran', () => {
    const day = [
      session({}),
      session({ type: 'break', duration: 5 }),
      session({ completed: false, duration: 12, endTime: at('09:12') }),
      session({ completed: false, endTime: null }),
      session({ duration: 10, startTime: new Date(at('10:00')), endTime: new Date(at('10:10')) }),
    ];
    expect(focusTotals(day)).toEqual({ minutes: 25 + 12 + 10, sessions: 2 });
    expect(focusTotals([])).toEqual({ minutes: 0, sessions: 0 });
  });
});

describe('sessionDay', () => {
  it("is the start's calendar day in the viewer's time zone", () => {
    expect(sessionDay({ startTime: at('23:30') }, 0)).toBe('2025-03-04');
    expect(sessionDay({ startTime: at('23:30') }, 120)).toBe('2025-03-05');
    expect(sessionDay({ startTime: new Date(at('05:00')) }, -600)).toBe('2025-03-03');
  });
});
