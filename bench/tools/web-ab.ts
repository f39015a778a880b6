/**
 * Two builds of the web app, A and B, loaded alternately on the same server at 4× CPU on a phone-sized
 * viewport: the main thread's work until the page has settled, so a change to the web app is judged
 * against its own baseline in the same run (Lighthouse's score alone swings by more than most changes).
 * Per build: first and largest contentful paint, first task row, blocking time after FCP (long tasks − 50 ms),
 * main-thread busy time (script, layout, style) and the JS heap, median (min–max).
 *
 *   cp -r dist/web /tmp/web-a   (build A)   …change, npm run build…   cp -r dist/web /tmp/web-b
 *   WEB_A=/tmp/web-a WEB_B=/tmp/web-b npx tsx bench/tools/web-ab.ts [/tasks] [rounds] [tasks] [ready selector]
 * dist/web is overwritten with each build in turn and left holding B.
 *
 * WEB_AB_SCENARIO=warm: a desktop (1280 × 900, full CPU) reload of a page already loaded once, as
 * bench:list measures the Task List's first row (assets cached): the figures are the reload's.
 *   WEB_AB_SCENARIO=warm WEB_A=… WEB_B=… npx tsx bench/tools/web-ab.ts /task-list 8 5000
 *
 * WEB_AB_SCENARIO=scroll: the Task List of a returning user instead (5,000 tasks by default, the local
 * copy already mirrored, full CPU): reload, then scroll to the bottom one screen per step as pages
 * load; the figures are those of the scroll alone (its duration, blocking and busy time).
 *   WEB_AB_SCENARIO=scroll WEB_A=… WEB_B=… npx tsx bench/tools/web-ab.ts /task-list 3 5000
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launch, longTasksOf, phoneContext, recordLongTasks, signedInContext } from '../lib/browser.ts';
import { ROOT, startBenchApp } from '../lib/server.ts';
import { fmt, spread } from '../lib/stats.ts';
import { scrollTaskListToBottom } from '../lib/taskListScroll.ts';

const path = process.argv[2] ?? '/tasks';
const rounds = Number(process.argv[3] ?? 5);
const tasks = Number(process.argv[4] ?? 200);
const SCROLL = process.env.WEB_AB_SCENARIO === 'scroll';
const WARM = process.env.WEB_AB_SCENARIO === 'warm';
const ready = process.argv[5] ?? (SCROLL || WARM ? '[data-testid="task-list-scroller"] li[data-index]' : '[data-testid="task-row"]');
const builds = { A: process.env.WEB_A, B: process.env.WEB_B };
if (!builds.A || !builds.B) throw new Error('set WEB_A and WEB_B to two copies of dist/web');
const DIST = join(ROOT, 'dist', 'web');
const SETTLE_MS = 2000;

type Metrics = Record<string, number>;
type Run = { fcp: number; lcp: number; ready: number; blocking: number; busy: number; script: number; layout: number; style: number; heapMb: number };
const results: Record<'A' | 'B', Run[]> = { A: [], B: [] };

function use(dir: string) {
  rmSync(DIST, { recursive: true, force: true });
  cpSync(dir, DIST, { recursive: true });
}

const b = await startBenchApp('sqlite', tasks);
const browser = await launch();
async function measure(): Promise<Run> {
  const context = WARM ? await signedInContext(browser, b.url, b.token) : await phoneContext(browser, b.url, b.token);
  if (WARM) await recordLongTasks(context);
  await context.addInitScript('globalThis.__name = (f) => f;');
  // the last LCP candidate, and the moment the ready selector's element entered the DOM (page time)
  await context.addInitScript((selector: string) => {
    const w = window as unknown as { __lcpAt: number; __readyAt: number };
    w.__lcpAt = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcpAt = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      w.__readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, ready);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!SCROLL && !WARM) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const metricsNow = async (): Promise<Metrics> => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await page.goto(b.url + path);
  await page.waitForSelector(ready, { timeout: 60_000 });
  let readyAt = await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
  let from = 0;
  let before: Metrics = {};
  if (SCROLL) {
    await page.waitForFunction(localTaskCount, tasks, { timeout: 120_000, polling: 500 });
    await page.reload();
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    before = await metricsNow();
    from = await page.evaluate(() => performance.now());
    readyAt = (await page.evaluate(scrollTaskListToBottom, tasks)).ms;
  } else if (WARM) {
    await page.waitForTimeout(SETTLE_MS);
    await page.reload(); // the metrics start again with the new document
    await page.waitForSelector(ready, { timeout: 60_000 });
    readyAt = await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
    await page.waitForTimeout(SETTLE_MS);
  } else {
    await page.waitForTimeout(SETTLE_MS);
  }
  const { fcp, blocking } = await longTasksOf(page, from);
  const lcp = await page.evaluate(() => (window as unknown as { __lcpAt: number }).__lcpAt);
  const after = await metricsNow();
  const metric = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  await context.close();
  return {
    fcp,
    lcp,
    ready: readyAt,
    blocking,
    busy: metric('TaskDuration') * 1000,
    script: metric('ScriptDuration') * 1000,
    layout: metric('LayoutDuration') * 1000,
    style: metric('RecalcStyleDuration') * 1000,
    heapMb: after.JSHeapUsedSize / 1024 / 1024,
  };
}

/** True once the local copy (IndexedDB "streamline") holds at least `count` tasks: the mirror is done. */
function localTaskCount(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('streamline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('tasks')) return (db.close(), resolve(false));
      const req = db.transaction('tasks').objectStore('tasks').count();
      req.onsuccess = () => (db.close(), resolve(req.result >= count));
      req.onerror = () => (db.close(), resolve(false));
    };
  });
}

try {
  for (let round = 0; round < rounds; round++) {
    // alternate which build goes first, so a drift of the machine within a round favours neither
    for (const name of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      use(builds[name]!);
      const run = await measure();
      results[name].push(run);
      console.log(
        `round ${round + 1} ${name}: FCP ${Math.round(run.fcp)}, LCP ${Math.round(run.lcp)}, rows ${Math.round(run.ready)}, blocking ${Math.round(run.blocking)}, busy ${Math.round(run.busy)} ms`,
      );
    }
  }
  const keys: Array<[keyof Run, string, number]> = [
    ['fcp', 'first contentful paint (ms)', 0],
    ['lcp', 'largest contentful paint (ms)', 0],
    ['ready', `first "${ready}" (ms)`, 0],
    ['blocking', 'blocking time after FCP (ms)', 0],
    ['busy', 'main thread busy (ms)', 0],
    ['script', '  of which script (ms)', 0],
    ['layout', '  of which layout (ms)', 0],
    ['style', '  of which style (ms)', 0],
    ['heapMb', 'JS heap used (MB)', 1],
  ];
  if (SCROLL) keys.splice(0, 3, ['ready', 'scroll to the bottom (ms)', 0]);
  console.log(
    `\n${path}, ${tasks} tasks, ${SCROLL ? 'scroll, full CPU' : WARM ? 'warm reload, desktop, full CPU' : '4× CPU'}, ${rounds} rounds: median (min–max)`,
  );
  for (const [key, label, digits] of keys) {
    const a = spread(results.A.map((r) => r[key]));
    const bb = spread(results.B.map((r) => r[key]));
    console.log(`  ${label.padEnd(34)} A ${fmt(a, digits).padEnd(24)} B ${fmt(bb, digits).padEnd(24)} B/A ${(bb.median / a.median).toFixed(2)}`);
  }
} finally {
  use(builds.B);
  await browser.close();
  await b.stop();
}
