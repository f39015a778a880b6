import {
  completeTask,
  createTimer,
  formatTime,
  pause,
  reset,
  resume,
  splitMinutes,
  start,
  switchCredit,
  tick,
  TimerRuleError,
  updateSettings,
  view,
  type Timer,
} from './machine.js';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const sec = (n: number) => n * 1000;
const min = (n: number) => n * 60_000;

function running(taskIds = [7], at = T0) {
  return start(createTimer(), taskIds, at).timer;
}

describe('idle timer', () => {
  it('shows 25:00 of work, stopped, with no progress', () => {
    const v = view(createTimer(), T0);
    expect(formatTime(v.timeLeft)).toBe('25:00');
    expect(v).toMatchObject({ phase: 'idle', isRunning: false, isPaused: false, isBreak: false, progress: 0, activeTaskId: null });
  });

  it('does not move while time passes', () => {
    const t = createTimer();
    expect(tick(t, T0 + min(90))).toEqual({ timer: t, events: [] });
    expect(view(t, T0 + min(90)).timeLeft).toBe(1500);
  });
});

describe('start', () => {
  it('runs the full work duration on the task and asks for a work session', () => {
    const { timer, events } = start(createTimer(), [7], T0);
    expect(timer).toMatchObject({ mode: 'work', status: 'running', endsAt: T0 + min(25), activeTaskId: 7, groupTaskIds: [7] });
    expect(events).toEqual([{ type: 'workStarted', at: T0, minutes: 25, taskIds: [7] }]);
    expect(view(timer, T0).phase).toBe('running');
  });

  it('counts down from the wall clock and derives progress', () => {
    const t = running();
    expect(view(t, T0 + sec(1)).timeLeft).toBe(1499);
    expect(formatTime(view(t, T0 + min(10) + 400).timeLeft)).toBe('15:00');
    expect(view(t, T0 + min(5)).progress).toBeCloseTo(0.2, 5);
  });

  it('groups several tasks with the first one active, without duplicates', () => {
    const { timer, events } = start(createTimer(), [3, 9, 3, 4], T0);
    expect(timer.activeTaskId).toBe(3);
    expect(timer.groupTaskIds).toEqual([3, 9, 4]);
    expect(events[0]).toMatchObject({ type: 'workStarted', taskIds: [3, 9, 4] });
  });

  it('needs a task, unless a group is already there (start again after a reset)', () => {
    expect(() => start(createTimer(), [], T0)).toThrow(TimerRuleError);
    const again = start(reset(running([5, 6]), T0 + min(3)).timer, [], T0 + min(4));
    expect(again.timer).toMatchObject({ status: 'running', activeTaskId: 5, groupTaskIds: [5, 6], endsAt: T0 + min(29) });
  });

  it('while a phase is in progress abandons it first', () => {
    const { events, timer } = start(running([1]), [2], T0 + min(3));
    expect(events).toEqual([
      { type: 'phaseAbandoned', at: T0 + min(3), mode: 'work', minutes: 3, credits: [{ taskId: 1, minutes: 3 }] },
      { type: 'workStarted', at: T0 + min(3), minutes: 25, taskIds: [2] },
    ]);
    expect(timer.activeTaskId).toBe(2);
  });

  it('switching a group mid-pomodoro splits the whole minutes focused so far; a part minute is not credited', () => {
    const { events } = start(running([1, 2, 3]), [4], T0 + min(7) + sec(59));
    expect(events[0]).toEqual({
      type: 'phaseAbandoned',
      at: T0 + min(7) + sec(59),
      mode: 'work',
      minutes: 7,
      credits: [
        { taskId: 1, minutes: 3 },
        { taskId: 2, minutes: 2 },
        { taskId: 3, minutes: 2 },
      ],
    });
    expect(start(running([1]), [2], T0 + sec(40)).events[0]).toEqual({ type: 'phaseAbandoned', at: T0 + sec(40), mode: 'work', minutes: 0, credits: [] });
  });

  it('a work phase that ran out before the switch is completed whole, not abandoned', () => {
    const { events } = start(running([1]), [2], T0 + min(26));
    expect(events.map((e) => e.type)).toEqual(['workCompleted', 'breakStarted', 'phaseAbandoned', 'workStarted']);
    expect(events[2]).toMatchObject({ mode: 'break', minutes: 1, credits: [] });
  });

  it('from an idle break (reset during break) starts work', () => {
    const inBreak = tick(running(), T0 + min(25)).timer;
    const stopped = reset(inBreak, T0 + min(26)).timer;
    expect(stopped).toMatchObject({ mode: 'break', status: 'idle' });
    expect(start(stopped, [], T0 + min(27)).timer).toMatchObject({ mode: 'work', status: 'running', endsAt: T0 + min(52) });
  });
});

describe('work reaching zero', () => {
  it('one second before zero nothing happens; at zero the break starts by itself', () => {
    const t = running([7]);
    expect(tick(t, T0 + min(25) - 1).events).toEqual([]);
    const { timer, events } = tick(t, T0 + min(25));
    expect(events).toEqual([
      { type: 'workCompleted', at: T0 + min(25), minutes: 25, credits: [{ taskId: 7, minutes: 25 }] },
      { type: 'breakStarted', at: T0 + min(25), minutes: 5, taskId: 7 },
    ]);
    expect(timer).toMatchObject({ mode: 'break', status: 'running', endsAt: T0 + min(30), activeTaskId: 7 });
    const v = view(timer, T0 + min(25));
    expect(v).toMatchObject({ phase: 'break', isBreak: true, isRunning: true, timeLeft: 300, progress: 0 });
  });

  it('records the phase once: a second tick at the same moment has no events', () => {
    const first = tick(running(), T0 + min(25) + 10);
    expect(first.events).toHaveLength(2);
    expect(tick(first.timer, T0 + min(25) + 10).events).toEqual([]);
  });

  it('when the break reaches zero the timer resets to idle work and keeps the task', () => {
    const inBreak = tick(running([7]), T0 + min(25)).timer;
    const { timer, events } = tick(inBreak, T0 + min(30));
    expect(events).toEqual([{ type: 'breakCompleted', at: T0 + min(30) }]);
    expect(timer).toMatchObject({ mode: 'work', status: 'idle', endsAt: null, remainingSeconds: 1500, activeTaskId: 7 });
    expect(formatTime(view(timer, T0 + min(31)).timeLeft)).toBe('25:00');
  });

  it('splits a grouped pomodoro equally in whole minutes, the remainder to the first tasks', () => {
    const { events } = tick(running([1, 2, 3]), T0 + min(25));
    expect(events[0]).toMatchObject({
      credits: [
        { taskId: 1, minutes: 9 },
        { taskId: 2, minutes: 8 },
        { taskId: 3, minutes: 8 },
      ],
    });
    expect(splitMinutes(25, [1, 2])).toEqual([
      { taskId: 1, minutes: 13 },
      { taskId: 2, minutes: 12 },
    ]);
    expect(splitMinutes(2, [1, 2, 3])).toEqual([
      { taskId: 1, minutes: 1 },
      { taskId: 2, minutes: 1 },
    ]);
    expect(splitMinutes(0, [1])).toEqual([]);
  });
});

describe('sleep and wake (the clock jumps past zero)', () => {
  it('a tab asleep for 10 minutes shows the right time on wake', () => {
    const t = running();
    expect(tick(t, T0 + min(10)).events).toEqual([]);
    expect(view(t, T0 + min(10)).timeLeft).toBe(900);
  });

  it('waking 2 minutes after work ended: work recorded at its real end, break already 2 minutes in', () => {
    const { timer, events } = tick(running(), T0 + min(27));
    expect(events.map((e) => [e.type, e.at])).toEqual([
      ['workCompleted', T0 + min(25)],
      ['breakStarted', T0 + min(25)],
    ]);
    expect(view(timer, T0 + min(27)).timeLeft).toBe(180);
  });

  it('waking after both work and break ended: everything recorded in order, idle work', () => {
    const { timer, events } = tick(running([7]), T0 + min(120));
    expect(events.map((e) => [e.type, e.at])).toEqual([
      ['workCompleted', T0 + min(25)],
      ['breakStarted', T0 + min(25)],
      ['breakCompleted', T0 + min(30)],
    ]);
    expect(timer).toMatchObject({ mode: 'work', status: 'idle', remainingSeconds: 1500, activeTaskId: 7 });
  });

  it('a paused timer does not run out while asleep', () => {
    const paused = pause(running(), T0 + min(5)).timer;
    expect(tick(paused, T0 + min(500)).events).toEqual([]);
    expect(view(paused, T0 + min(500)).timeLeft).toBe(1200);
  });

  it('other actions settle a phase that ended while asleep before applying', () => {
    const { timer, events } = pause(running(), T0 + min(26));
    expect(events.map((e) => e.type)).toEqual(['workCompleted', 'breakStarted']);
    expect(timer).toMatchObject({ mode: 'break', status: 'paused', remainingSeconds: 240 });
  });
});

describe('pause and resume', () => {
  it('pause keeps the remaining time, resume counts down from it', () => {
    const paused = pause(running(), T0 + min(10)).timer;
    expect(paused).toMatchObject({ status: 'paused', endsAt: null, remainingSeconds: 900 });
    expect(view(paused, T0 + min(15))).toMatchObject({ phase: 'paused', isPaused: true, isRunning: false, timeLeft: 900 });
    const resumed = resume(paused, T0 + min(40)).timer;
    expect(resumed).toMatchObject({ status: 'running', endsAt: T0 + min(55) });
    expect(tick(resumed, T0 + min(55)).events[0]).toMatchObject({ type: 'workCompleted', at: T0 + min(55), minutes: 25 });
  });

  it('pausing mid-second keeps the second on screen (rounded up)', () => {
    const paused = pause(running(), T0 + sec(10) + 300).timer;
    expect(paused.remainingSeconds).toBe(1490);
  });

  it('pause one millisecond before zero leaves one second; resume then ends work a second later', () => {
    const paused = pause(running(), T0 + min(25) - 1).timer;
    expect(paused.remainingSeconds).toBe(1);
    const resumed = resume(paused, T0 + min(30)).timer;
    expect(tick(resumed, T0 + min(30) + 999).events).toEqual([]);
    expect(tick(resumed, T0 + min(30) + 1000).events[0]).toMatchObject({ type: 'workCompleted', at: T0 + min(30) + 1000 });
  });

  it('pause when not running and resume when not paused change nothing', () => {
    const idle = createTimer();
    expect(pause(idle, T0)).toEqual({ timer: idle, events: [] });
    expect(resume(idle, T0)).toEqual({ timer: idle, events: [] });
    const r = running();
    expect(resume(r, T0 + sec(5)).timer).toBe(r);
    const p = pause(r, T0 + sec(5)).timer;
    expect(pause(p, T0 + sec(50)).timer).toBe(p);
  });

  it('a break can be paused and resumed too', () => {
    const inBreak = tick(running(), T0 + min(25)).timer;
    const paused = pause(inBreak, T0 + min(27)).timer;
    expect(view(paused, T0 + min(27))).toMatchObject({ phase: 'paused', isBreak: true, timeLeft: 180 });
    const resumed = resume(paused, T0 + min(40)).timer;
    expect(tick(resumed, T0 + min(43)).events).toEqual([{ type: 'breakCompleted', at: T0 + min(43) }]);
  });
});

describe('switchCredit (what the switch dialog announces)', () => {
  it('names the running or paused work group and its whole minutes', () => {
    expect(switchCredit(running([1, 2]), T0 + min(12) + sec(30))).toEqual({ minutes: 12, taskIds: [1, 2] });
    expect(switchCredit(pause(running([1]), T0 + min(5)).timer, T0 + min(50))).toEqual({ minutes: 5, taskIds: [1] });
  });

  it('is null when there is no work in progress: idle, reset, on a break, or after the work ran out', () => {
    expect(switchCredit(createTimer(), T0)).toBeNull();
    expect(switchCredit(reset(running(), T0 + min(3)).timer, T0 + min(4))).toBeNull();
    expect(switchCredit(running(), T0 + min(26))).toBeNull();
  });

  it('agrees with what a start then records', () => {
    const t = running([1, 2]);
    const at = T0 + min(12) + sec(10);
    const abandoned = start(t, [3], at).events.find((e) => e.type === 'phaseAbandoned');
    expect(abandoned).toMatchObject({ minutes: switchCredit(t, at)!.minutes });
  });
});

describe('reset', () => {
  it('in work while running: full work duration, stopped, session abandoned, task kept', () => {
    const { timer, events } = reset(running([7]), T0 + min(3));
    expect(timer).toMatchObject({ mode: 'work', status: 'idle', remainingSeconds: 1500, endsAt: null, activeTaskId: 7 });
    expect(events).toEqual([{ type: 'phaseAbandoned', at: T0 + min(3), mode: 'work', minutes: 3, credits: [{ taskId: 7, minutes: 3 }] }]);
  });

  it('in work while paused', () => {
    const { timer, events } = reset(pause(running(), T0 + min(3)).timer, T0 + min(40));
    expect(timer).toMatchObject({ mode: 'work', status: 'idle', remainingSeconds: 1500 });
    // the paused time does not count
    expect(events).toEqual([{ type: 'phaseAbandoned', at: T0 + min(40), mode: 'work', minutes: 3, credits: [{ taskId: 7, minutes: 3 }] }]);
  });

  it('in break: full break duration, stopped', () => {
    const inBreak = tick(running(), T0 + min(25)).timer;
    const { timer, events } = reset(inBreak, T0 + min(26));
    expect(timer).toMatchObject({ mode: 'break', status: 'idle', remainingSeconds: 300 });
    expect(view(timer, T0 + min(26))).toMatchObject({ phase: 'idle', isBreak: true, timeLeft: 300, progress: 0 });
    expect(events).toEqual([{ type: 'phaseAbandoned', at: T0 + min(26), mode: 'break', minutes: 1, credits: [] }]);
  });

  it('when idle: nothing to abandon', () => {
    expect(reset(createTimer(), T0)).toEqual({ timer: createTimer(), events: [] });
  });
});

describe('complete task', () => {
  it('mid-work: completes with the whole minutes focused and clears the active task', () => {
    const { timer, events } = completeTask(running([7]), T0 + min(12) + sec(59));
    expect(events).toEqual([
      {
        type: 'taskCompleted',
        at: T0 + min(12) + sec(59),
        taskId: 7,
        mode: 'work',
        inProgress: true,
        focusedMinutes: 12,
        credits: [{ taskId: 7, minutes: 12 }],
      },
    ]);
    expect(timer).toMatchObject({ mode: 'work', status: 'idle', activeTaskId: null, groupTaskIds: [], remainingSeconds: 1500 });
  });

  it('during a break or when idle credits no minutes', () => {
    const inBreak = tick(running([7]), T0 + min(25)).timer;
    expect(completeTask(inBreak, T0 + min(26)).events[0]).toMatchObject({ mode: 'break', inProgress: true, focusedMinutes: 0, credits: [] });
    const stopped = reset(running([7]), T0 + min(1)).timer;
    expect(completeTask(stopped, T0 + min(2)).events[0]).toMatchObject({ inProgress: false, focusedMinutes: 0 });
  });

  it('with no active task changes nothing', () => {
    expect(completeTask(createTimer(), T0).events).toEqual([]);
  });
});

describe('settings', () => {
  it('a change while stopped updates the displayed time', () => {
    const t = updateSettings(createTimer(), { workDuration: 50, breakDuration: 10 });
    expect(formatTime(view(t, T0).timeLeft)).toBe('50:00');
    const breakIdle = reset(tick(running(), T0 + min(25)).timer, T0 + min(26)).timer;
    expect(view(updateSettings(breakIdle, { workDuration: 25, breakDuration: 15 }), T0).timeLeft).toBe(900);
  });

  it('a change while running keeps the current phase and applies to the next one', () => {
    const t = updateSettings(running(), { workDuration: 50, breakDuration: 10 });
    expect(t.endsAt).toBe(T0 + min(25));
    const { timer, events } = tick(t, T0 + min(25));
    expect(events[0]).toMatchObject({ type: 'workCompleted', minutes: 25 });
    expect(events[1]).toMatchObject({ type: 'breakStarted', minutes: 10 });
    expect(timer.endsAt).toBe(T0 + min(35));
    expect(tick(timer, T0 + min(35)).timer.remainingSeconds).toBe(3000);
  });

  it('a change while paused keeps the paused time', () => {
    const paused = pause(running(), T0 + min(5)).timer;
    expect(updateSettings(paused, { workDuration: 50, breakDuration: 10 }).remainingSeconds).toBe(1200);
  });

  it('a 1-minute pomodoro runs 60 seconds', () => {
    const t: Timer = start(createTimer({ workDuration: 1, breakDuration: 1 }), [1], T0).timer;
    expect(formatTime(view(t, T0).timeLeft)).toBe('01:00');
    expect(tick(t, T0 + sec(60)).events[0]).toMatchObject({ type: 'workCompleted', minutes: 1 });
  });
});

describe('formatTime', () => {
  it('formats minutes and seconds', () => {
    expect(formatTime(1500)).toBe('25:00');
    expect(formatTime(59)).toBe('00:59');
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(3 * 3600 + 5)).toBe('3:00:05');
  });
});
