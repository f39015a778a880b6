/** Prints throughput and latency per operation, failures and the write check; true when all is well. */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Recorder } from './client.ts';
import type { verifyWrites } from './verify.ts';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function opRows(recorder: Recorder, seconds: number) {
  return [...recorder.latencies].map(([op, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      op,
      requests: values.length,
      'req/s': (values.length / seconds).toFixed(1),
      p50: ms(pct(sorted, 50)),
      p99: ms(pct(sorted, 99)),
      max: ms(sorted.at(-1) ?? 0),
    };
  });
}

export function printReport(r: {
  setup: { recorder: Recorder; seconds: number };
  recorder: Recorder;
  elapsed: number;
  users: number;
  broken: string[];
  check: Awaited<ReturnType<typeof verifyWrites>>;
}) {
  const setupRows = opRows(r.setup.recorder, r.setup.seconds);
  console.log(`\nset-up: ${r.users} users registered, approved and signed in within ${r.setup.seconds.toFixed(1)} s`);
  console.table(setupRows);
  const rows = opRows(r.recorder, r.elapsed);
  const total = rows.reduce((n, row) => n + row.requests, 0);
  const both = [r.setup.recorder, r.recorder];
  const serverErrors = both.reduce((n, rec) => n + rec.count((s) => s >= 500), 0);
  const unanswered = both.reduce((n, rec) => n + rec.count((s) => s === 0), 0);
  const clientErrors = both.reduce((n, rec) => n + rec.count((s) => s >= 400 && s < 500), 0);
  console.log(`\n${r.users} users, ${r.elapsed.toFixed(1)} s, ${total} requests, ${(total / r.elapsed).toFixed(1)} req/s\n`);
  console.table(rows);
  console.log(`statuses: ${JSON.stringify(Object.fromEntries(r.recorder.statuses))}`);
  console.log(`5xx: ${serverErrors}   no answer: ${unanswered}   4xx: ${clientErrors}`);
  console.log(
    `writes: ${r.check.acknowledged} acknowledged tasks, ${r.check.rows} rows; lost ${r.check.lost.length}, duplicated ${r.check.duplicates.length}, unexplained rows ${r.check.unexplained}`,
  );
  for (const line of [...r.setup.recorder.failures, ...r.recorder.failures, ...r.broken, ...r.check.lost, ...r.check.duplicates].slice(0, 20))
    console.log(`  ! ${line}`);
  const ok = serverErrors === 0 && unanswered === 0 && !r.broken.length && !r.check.lost.length && !r.check.duplicates.length && !r.check.unexplained;
  console.log(ok ? '\nPASS: no 5xx, no lost or duplicated write' : '\nFAIL');
  const dir = join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'load.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        users: r.users,
        setupSeconds: r.setup.seconds,
        setup: setupRows,
        seconds: r.elapsed,
        total,
        perOp: rows,
        statuses: Object.fromEntries(r.recorder.statuses),
        check: { ...r.check, lost: r.check.lost.length, duplicates: r.check.duplicates.length },
        ok,
      },
      null,
      2,
    ),
  );
  return ok;
}
