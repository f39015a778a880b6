/**
 * Idle memory of one app instance over time: RSS right after start, then after a short load of each
 * target (the warm-up bench:api and api-ab.ts make before they read the idle RSS), sampled every
 * 500 ms while idle, and what bench/lib/processMemory.ts's `settledRssMb` reads.
 *   npx tsx bench/tools/idle-memory.ts [graphql|rest500|…][,…] [idle seconds]
 * BENCH_NODE_ARGS passes node flags to the app; IDLE_PROVIDER=postgres runs it on PostgreSQL.
 */
import { startBenchApp } from '../lib/server.ts';
import { memoryMb, settledRssMb } from '../lib/processMemory.ts';
import { round } from '../lib/stats.ts';
import { loadTarget, targetNames } from '../lib/targets.ts';

const names = targetNames(process.argv[2], 'graphql,rest500');
const idleSeconds = Number(process.argv[3] ?? 20);
const provider = (process.env.IDLE_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres';

const b = await startBenchApp(provider, 5000);
try {
  console.log(`started in ${Math.round(b.app.startMs)} ms; RSS after start and seeding ${round(memoryMb(b.app.pid).rss)} MB`);
  for (const name of names) {
    const run = await loadTarget(b, name, 2);
    console.log(
      `${name}: ${Math.round(run.rps)} req/s, CPU ${Math.round(run.cpuUs)} µs/req, ${run.non2xx} non-2xx, ${run.errors} errors; RSS ${round(memoryMb(b.app.pid).rss)} MB`,
    );
  }
  const settled = await settledRssMb(b.app.pid);
  console.log(`settled RSS right after the warm-up: ${round(settled)} MB`);
  const samples: number[] = [];
  for (let i = 0; i < idleSeconds * 2; i++) {
    await new Promise((r) => setTimeout(r, 500));
    samples.push(round(memoryMb(b.app.pid).rss));
  }
  console.log(`RSS every 500 ms while idle: ${samples.join(' ')}`);
  console.log(`peak RSS ${round(memoryMb(b.app.pid).peak)} MB`);
} finally {
  await b.stop();
}
