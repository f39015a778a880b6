import { readFileSync } from 'node:fs';

/** Resident memory of a process now (VmRSS) and its peak since it started (VmHWM), in MB (Linux). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The resident memory once it has settled: sampled every `intervalMs` until three samples in a row
 * stay within `withinMb` of each other (or `timeoutMs` has passed: then the last sample).
 */
export async function settledRssMb(pid: number, { intervalMs = 500, withinMb = 1, timeoutMs = 15_000 } = {}): Promise<number> {
  const samples: number[] = [memoryMb(pid).rss];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, intervalMs));
    samples.push(memoryMb(pid).rss);
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= withinMb) break;
  }
  return samples[samples.length - 1];
}
