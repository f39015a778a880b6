/**
 * One autocannon run against a server process of ours, with the CPU that process (every thread of
 * it) spent on the run: what bench/api.ts and bench/tools/api-ab.ts compare against the bare server.
 */
import autocannon from 'autocannon';
import { processCpuMs } from './processCpu.ts';

export type LoadRun = {
  rps: number;
  p50: number;
  p99: number;
  /** CPU of the server process per answered request, µs (user + system, all threads) */
  cpuUs: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export async function measuredLoad(pid: number, options: autocannon.Options): Promise<LoadRun> {
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon(options);
  const cpuMs = processCpuMs(pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: requests ? (cpuMs * 1000) / requests : NaN,
    requests,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
