/**
 * The tasks behind a page's simulated Total Blocking Time on Lighthouse mobile: runs Lighthouse on
 * `path`, reads its trace and lists each main-thread task after the first contentful paint that the
 * simulation (4× CPU) counts as long (over 12.5 ms as recorded), with the script calls inside it.
 *   npx tsx bench/tools/lighthouse-tasks.ts [/tasks] [tasks]   (uses dist/web)
 * LH_ALL_TASKS=1 lists the long tasks before the recorded FCP too (negative offsets): the simulation
 * can place some of them, such as the signed-in chunk's module evaluation, after its own FCP.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';

const path = process.argv[2] ?? '/tasks';
const tasks = Number(process.argv[3] ?? 200);
const SLOWDOWN = 4;

type Event = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown>; name?: string } };

const b = await startBenchApp('sqlite', tasks);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: mkdtempSync(join(tmpdir(), 'lh-')) });
try {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], extraHeaders: { Cookie: b.cookie } };
  const result = (await lighthouse(b.url + path, flags))!;
  const lhr = result.lhr;
  console.log(
    `${path} mobile: ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0)} ms`,
  );
  const events = result.artifacts.Trace.traceEvents as unknown as Event[];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp?.pid);
  if (!fcp || !main) throw new Error('no FCP or renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tops = onMain.filter((e) => e.name === 'RunTask' && (process.env.LH_ALL_TASKS || e.ts >= fcp.ts) && e.dur! * SLOWDOWN > 50_000);
  console.log(`FCP at ${Math.round((fcp.ts - onMain[0].ts) / 1000)} ms as recorded; long tasks after it (recorded ms → simulated blocking ms):`);
  for (const task of tops) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 1000);
    const what = inside
      .filter((e) => e.name !== 'RunTask')
      .slice(0, 12)
      .map((e) => {
        const data = e.args?.data ?? {};
        const label = [data.functionName, data.url && String(data.url).replace(/^.*\//, ''), data.type].filter(Boolean).join(' ');
        return `${e.name}${label ? `(${label})` : ''} ${(e.dur! / 1000).toFixed(1)}`;
      });
    console.log(
      `  +${Math.round((task.ts - fcp.ts) / 1000)} ms: ${(task.dur! / 1000).toFixed(1)} ms → ${Math.round((task.dur! * SLOWDOWN) / 1000 - 50)}: ${what.join(' | ')}`,
    );
  }
} finally {
  chrome.kill();
  await b.stop();
}
