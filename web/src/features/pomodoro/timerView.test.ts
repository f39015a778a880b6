import { formatTime } from '../../../../shared/pomodoro/machine.js';
import { statusLabel, timerState, type ServerTimer } from './timerView.js';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const sameClock = (instant: string) => Date.parse(instant);

function serverTimer(over: Partial<ServerTimer> = {}): ServerTimer {
  return {
    mode: 'work',
    status: 'idle',
    endsAt: null,
    timeLeft: 1500,
    durationSeconds: 1500,
    version: 3,
    serverTime: iso(T0),
    activeTaskRowId: 7,
    groupTaskRowIds: [7],
    settings: { workDuration: 25, breakDuration: 5 },
    ...over,
  };
}

describe('timerState', () => {
  it('shows 25:00 idle with the default settings', () => {
    const s = timerState(serverTimer(), T0 + 60_000, sameClock);
    expect(formatTime(s.timeLeft)).toBe('25:00');
    expect(s).toMatchObject({ phase: 'idle', label: 'Paused', progress: 0 });
  });

  it('shows the new work length at once when the settings change while stopped', () => {
    const s = timerState(serverTimer({ settings: { workDuration: 50, breakDuration: 10 } }), T0, sameClock);
    expect(formatTime(s.timeLeft)).toBe('50:00');
  });

  it('counts down to endsAt from the wall clock', () => {
    const running = serverTimer({ status: 'running', endsAt: iso(T0 + 1_500_000), timeLeft: 1500 });
    expect(formatTime(timerState(running, T0 + 600_000, sameClock).timeLeft)).toBe('15:00');
    expect(timerState(running, T0 + 3_600_000, sameClock)).toMatchObject({ timeLeft: 0, progress: 1, label: 'Working' });
  });

  it('corrects for a local clock that runs behind the server', () => {
    const behind = 90_000;
    const toLocal = (instant: string) => Date.parse(instant) - behind;
    const running = serverTimer({ status: 'running', endsAt: iso(T0 + 1_500_000) });
    expect(formatTime(timerState(running, T0 - behind, toLocal).timeLeft)).toBe('25:00');
  });

  it('labels a break and a pause', () => {
    const onBreak = serverTimer({ mode: 'break', status: 'running', endsAt: iso(T0 + 300_000), timeLeft: 300, durationSeconds: 300 });
    expect(timerState(onBreak, T0, sameClock)).toMatchObject({ label: 'Break', isBreak: true, timeLeft: 300 });
    const paused = serverTimer({ status: 'paused', timeLeft: 61 });
    expect(timerState(paused, T0 + 999_999, sameClock)).toMatchObject({ label: 'Paused', timeLeft: 61 });
  });
});

describe('statusLabel', () => {
  it('prefers Paused over Break while a break is paused', () => {
    expect(statusLabel({ isBreak: true, isRunning: false, isPaused: true })).toBe('Paused');
  });
});
