/**
 * Blocking time of a page on a slow phone, measured rather than simulated: loads `path` signed in at
 * 4× CPU throttling and sums (long task − 50 ms) from the first contentful paint for 6 s, over runs.
 *   npx tsx bench/tools/tbt.ts [/tasks] [runs] [tasks]   (uses dist/web)
 */
import { launch, longTasksOf, phoneContext } from '../lib/browser.ts';
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
    const context = await phoneContext(browser, b.url, b.token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(b.url + path);
    await page.waitForTimeout(6000);
    const { long, fcp, blocking: tbt } = await longTasksOf(page);
    tbts.push(tbt);
    fcps.push(fcp);
    console.log(
      `run ${i + 1}: FCP ${Math.round(fcp)} ms, blocking ${Math.round(tbt)} ms, long tasks ${long.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')}`,
    );
    await context.close();
  }
  console.log(`${path}: FCP ${fmt(spread(fcps), 0)} ms, blocking time after FCP ${fmt(spread(tbts), 0)} ms (4× CPU, ${runs} runs)`);
} finally {
  await browser.close();
  await b.stop();
}
