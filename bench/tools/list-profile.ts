/**
 * The Task List's first render (5,000 tasks, warm reload): the performance marks (add your own with
 * performance.mark), the requests, and a CPU profile of the reload, heaviest functions first.
 *   npx tsx bench/tools/list-profile.ts   (uses dist/web)
 */
import { launch, signedInContext } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';
import { describeRuns, frameTimes, longRuns, samplesOf, type CpuProfile } from '../lib/cpuProfile.ts';

const b = await startBenchApp('sqlite', 5000);
const browser = await launch();
try {
  const context = await signedInContext(browser, b.url, b.token);
  await context.addInitScript(
    `new MutationObserver((_, o) => { if (!window.__firstRow && document.querySelector('[data-testid="task-row"], ul[aria-label="Tasks"] li')) { window.__firstRow = performance.now(); performance.mark('first-row'); o.disconnect(); } }).observe(document, { childList: true, subtree: true });`,
  );
  const page = await context.newPage();
  await page.goto(b.url + '/task-list');
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow);
  await page.waitForTimeout(300);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const marks = await page.evaluate(() => ({
    data: performance.getEntriesByName('task-list-data')[0]?.startTime,
    marks: performance
      .getEntriesByType('mark')
      .map((m) => `${m.name} ${m.startTime.toFixed(0)}`)
      .join(', '),
    requests: performance
      .getEntriesByType('resource')
      .map(
        (r) =>
          `${(r as PerformanceResourceTiming).name.replace(/^https?:\/\/[^/]+/, '')} ${r.startTime.toFixed(0)}-${(r as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
      )
      .join('\n  '),
    row: performance.getEntriesByName('first-row')[0]?.startTime,
  }));
  console.log(`marks: ${marks.marks}\nrequests (start-end ms):\n  ${marks.requests}`);
  console.log(`data mark ${marks.data?.toFixed(0)} ms, first row ${marks.row?.toFixed(0)} ms (${(marks.row - marks.data).toFixed(0)} ms apart)`);
  // the main thread from the screen's first render (a sample in TaskListScreen) for 250 ms: each busy
  // stretch (idle gaps under 0.3 ms joined) with its heaviest app frames
  const screenAt = samplesOf(profile).find((s) => s.stack.some((n) => n.callFrame.functionName === 'TaskListScreen'))?.at;
  if (screenAt !== undefined) {
    const runs = longRuns(profile, 0, 300, (n) => /assets\//.test(n.callFrame.url) && !/react-|scheduler/.test(n.callFrame.url)).filter(
      (r) => r.end >= screenAt - 1_000 && r.start <= screenAt + 250_000,
    );
    console.log(`\nfrom the screen's first render (unminified builds name it), busy stretches, ms from there:`);
    console.log(describeRuns({ ...profile, startTime: screenAt }, runs, 30));
  }
  const times = frameTimes(profile);
  const ms = (m: Map<string, number>) => [...m].map(([k, v]): [string, number] => [k, v / 1000]);
  const [self, total, sampled] = [ms(times.self), ms(times.inclusive), times.total / 1000];
  console.log(`\nwhole reload profile, ${sampled.toFixed(0)} ms sampled; self time:`);
  for (const [k, v] of self.sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
  console.log('\ninclusive:');
  for (const [k, v] of total.sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
} finally {
  await browser.close();
  await b.stop();
}
