/**
 * The project's limits for one app instance, as ratios against the bare server (bench/bare-server.ts)
 * measured in the same run, never absolute times; memory and start in absolute terms.
 */
export const LIMITS = {
  /** CPU per request, app ÷ bare (REST list of 500, GraphQL list of 50) */
  cpuRatio: 1.5,
  /** p99 at 32 connections, app ÷ bare (same targets) */
  p99Ratio: 2,
  /** resident memory of an idle instance: after start and warm-up, then no request for a while (bench/api.ts BENCH_QUIET_S) */
  idleRssMb: 160,
  /** highest resident memory (VmHWM) under the load */
  peakRssMb: 300,
  /** from spawn to the first 200 of GET /api/health */
  startMs: 2000,
};

/** The targets whose CPU and p99 the limits apply to, with their bare baselines. */
export const RATIO_TARGETS = ['REST list 500', 'GraphQL list'];
