import { jest } from '@jest/globals';
import { SYNC_RETRY_MAX_MS, SyncRetry } from './syncRetry.ts';

describe('SyncRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again after 1 s, 2 s, 4 s … while actions are left, never waiting more than 30 s', () => {
    const runs: number[] = [];
    const retry = new SyncRetry(() => runs.push(Date.now()));
    const start = Date.now();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      retry.ranWith(true);
      const before = runs.length;
      const from = Date.now();
      while (runs.length === before) jest.advanceTimersByTime(100);
      waits.push(Date.now() - from);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(Math.max(...waits)).toBe(SYNC_RETRY_MAX_MS);
    expect(runs[0] - start).toBe(1000);
  });

  it('a run that empties the queue starts the waits over, and schedules nothing', () => {
    let runs = 0;
    const retry = new SyncRetry(() => (runs += 1));
    retry.ranWith(true);
    jest.advanceTimersByTime(1000);
    retry.ranWith(true);
    expect(retry.waiting).toBe(true);
    retry.ranWith(false);
    expect(retry.waiting).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(runs).toBe(1);
    retry.ranWith(true);
    jest.advanceTimersByTime(999);
    expect(runs).toBe(1);
    jest.advanceTimersByTime(1);
    expect(runs).toBe(2);
  });

  it('a sync started by hand cancels the waiting try', () => {
    let runs = 0;
    const retry = new SyncRetry(() => (runs += 1));
    retry.ranWith(true);
    retry.cancel();
    jest.advanceTimersByTime(60_000);
    expect(runs).toBe(0);
  });
});
