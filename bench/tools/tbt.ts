/**
 * Blocking time of a page on a slow phone, measured rather than simulated: loads `path` signed in at
 * 4× CPU throttling and sums (long task − 50 ms) from the first contentful paint for 6 s, over runs.
 *   npx tsx bench/tools/tbt.ts [/tasks] [runs] [tasks]   (uses dist/web)
 */
import { launch } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';
import { spread, fmt } from '../lib/stats.ts';

const path = process.argv[2] ?? '/tasks';
const runs = Number(process.argv[3] ?? 5);
const tasks = Number(process.argv[4] ?? 200);
const b = await startBenchApp('sqlite', tasks);
const browser = await launch();
const tbts: number[] = [];
const fcps: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'streamline_sid', value: b.token, url: b.url }]);
    await context.addInitScript(() => {
      const w = window as unknown as { __long: Array<[number, number]> };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(b.url + path);
    await page.waitForTimeout(6000);
    const { long, fcp } = await page.evaluate(() => ({
      long: (window as unknown as { __long: Array<[number, number]> }).__long,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const tbt = long.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    tbts.push(tbt);
    fcps.push(fcp);
    console.log(`run ${i + 1}: FCP ${Math.round(fcp)} ms, blocking ${Math.round(tbt)} ms, long tasks ${long.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')}`);
    await context.close();
  }
  console.log(`${path}: FCP ${fmt(spread(fcps), 0)} ms, blocking time after FCP ${fmt(spread(tbts), 0)} ms (4× CPU, ${runs} runs)`);
} finally {
  await browser.close();
  await b.stop();
}
