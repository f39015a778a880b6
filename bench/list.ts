/**
 * List bench: the Task List (/task-list) of a user with 5,000 tasks in Chromium.
 *  - render: navigation start → first task row in the DOM, and the part of it after the list's
 *    GraphQL answer arrived (the rendering cost, the same-run baseline being the network part);
 *    and the screen's own part: from its first render with the data (the app's 'task-list-data'
 *    mark) to the first row, which leaves out the shell, the auth check and the chunks before it;
 *    cold (new context) and warm (reload, assets cached);
 *  - scroll: to the very bottom one screen per step (pages of 100 load as it goes), recording every
 *    long task (> 50 ms, PerformanceObserver 'longtask') and the longest frame gap (requestAnimationFrame).
 *
 *   npm run bench:list        BENCH_LIST_RUNS=3 BENCH_TASKS=5000
 *   BENCH_LIST_PROFILE=1      also: the busy stretches while scrolling and their heaviest frames (build
 *                             with --minify false for readable names)
 */
import type { Page } from '@playwright/test';
import { launch, signedInContext } from './lib/browser.ts';
import { envNumber, fmt, saveResults, spread, table, verdict } from './lib/stats.ts';
import { startBenchApp } from './lib/server.ts';
import { describeRuns, longRuns, type CpuProfile } from './lib/cpuProfile.ts';
import { scrollTaskListToBottom } from './lib/taskListScroll.ts';

const RUNS = envNumber('BENCH_LIST_RUNS', 3);
const TASKS = envNumber('BENCH_TASKS', 5000);
const PROFILE = process.env.BENCH_LIST_PROFILE === '1';
const ROW = '[data-testid="task-list-scroller"] li[data-index]';

const INIT = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
  const seen = () => {
    if (window.__firstRow) return true;
    if (document.querySelector('${ROW}')) { window.__firstRow = performance.now(); performance.mark('first-row'); return true; }
    return false;
  };
  new MutationObserver((_, obs) => { if (seen()) obs.disconnect(); }).observe(document, { childList: true, subtree: true });
`;

type Render = { firstRow: number; afterData: number; screen: number; longTasks: number };

async function measureRender(page: Page): Promise<Render> {
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => {
    const w = window as unknown as { __firstRow: number; __longTasks: Array<{ start: number; duration: number }> };
    const gql = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).name.includes('/graphql'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd)
      .filter((t) => t <= w.__firstRow);
    const dataAt = gql.length ? Math.max(...gql) : 0;
    const screenAt = performance.getEntriesByName('task-list-data')[0]?.startTime ?? NaN;
    return {
      firstRow: w.__firstRow,
      afterData: w.__firstRow - dataAt,
      screen: w.__firstRow - screenAt,
      longTasks: w.__longTasks.filter((t) => t.start <= w.__firstRow).length,
    };
  });
}

type Scroll = { ms: number; steps: number; loaded: string; longTasks: number[]; maxFrameGap: number };

async function scrollToBottom(page: Page): Promise<Scroll> {
  // the longest gap between animation frames, watched from before the scroll to its end
  const t0 = await page.evaluate(() => {
    const w = window as unknown as { __frames: { maxGap: number; on: boolean } };
    const frames = (w.__frames = { maxGap: 0, on: true });
    let last = performance.now();
    const frame = () => {
      const now = performance.now();
      frames.maxGap = Math.max(frames.maxGap, now - last);
      last = now;
      if (frames.on) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return performance.now();
  });
  const { ms, steps } = await page.evaluate(scrollTaskListToBottom, TASKS);
  return page.evaluate(
    ({ t0, ms, steps }) => {
      const w = window as unknown as { __frames: { maxGap: number; on: boolean }; __longTasks: Array<{ start: number; duration: number }> };
      w.__frames.on = false;
      const loaded = document.querySelector('[data-testid="task-count"]')?.textContent ?? '';
      return { ms, steps, loaded, longTasks: w.__longTasks.filter((t) => t.start >= t0).map((t) => t.duration), maxFrameGap: w.__frames.maxGap };
    },
    { t0, ms, steps },
  );
}

const b = await startBenchApp((process.env.BENCH_PROVIDERS ?? 'sqlite').split(',')[0] as 'sqlite', TASKS);
const cold: Render[] = [];
const warm: Render[] = [];
const scrolls: Scroll[] = [];
try {
  const browser = await launch();
  try {
    for (let r = 0; r < RUNS; r++) {
      const context = await signedInContext(browser, b.url, b.token);
      await context.addInitScript(INIT);
      const page = await context.newPage();
      await page.goto(b.url + '/task-list');
      cold.push(await measureRender(page));
      await page.reload();
      warm.push(await measureRender(page));
      await page.waitForTimeout(1000); // the screen's other requests and effects settle
      const cdp = PROFILE ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      const s = await scrollToBottom(page);
      scrolls.push(s);
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        console.log(
          `  busy stretches over 40 ms while scrolling (the profiler slows them), heaviest frames:\n${describeRuns(
            profile,
            longRuns(profile, 40_000, 1_000, (n) => /assets\//.test(n.callFrame.url)),
            12,
          )}`,
        );
      }
      const over = s.longTasks.filter((d) => d > 50);
      console.log(
        `run ${r + 1}/${RUNS}: first row cold ${Math.round(cold[r].firstRow)} ms (${Math.round(cold[r].afterData)} ms after data, ${Math.round(cold[r].screen)} ms in the screen), warm ${Math.round(warm[r].firstRow)} ms (${Math.round(warm[r].afterData)} ms after data, ${Math.round(warm[r].screen)} ms in the screen); ` +
          `scroll ${Math.round(s.ms)} ms in ${s.steps} steps to "${s.loaded}", long tasks ${over.length} (max ${Math.round(Math.max(0, ...s.longTasks))} ms), longest frame ${Math.round(s.maxFrameGap)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await b.stop();
}

const longCount = spread(scrolls.map((s) => s.longTasks.filter((d) => d > 50).length));
const longMax = spread(scrolls.map((s) => Math.max(0, ...s.longTasks)));
const summary = {
  tasks: TASKS,
  runs: RUNS,
  coldFirstRow: spread(cold.map((c) => c.firstRow)),
  coldAfterData: spread(cold.map((c) => c.afterData)),
  warmFirstRow: spread(warm.map((c) => c.firstRow)),
  warmAfterData: spread(warm.map((c) => c.afterData)),
  coldScreen: spread(cold.map((c) => c.screen)),
  warmScreen: spread(warm.map((c) => c.screen)),
  scrollMs: spread(scrolls.map((s) => s.ms)),
  scrollLongTasksOver50: longCount,
  scrollLongestTask: longMax,
  scrollLongestFrame: spread(scrolls.map((s) => s.maxFrameGap)),
};
console.log(`\nTask List with ${TASKS} tasks, ${RUNS} runs, median (min–max)`);
table([
  { figure: 'first row, cold load (ms from navigation)', value: fmt(summary.coldFirstRow, 0) },
  { figure: '  of which after the GraphQL answer (render)', value: fmt(summary.coldAfterData, 0) },
  { figure: '  of which in the screen, from its data to the row', value: fmt(summary.coldScreen, 0) },
  { figure: 'first row, warm reload (ms from navigation)', value: fmt(summary.warmFirstRow, 0) },
  { figure: '  of which after the GraphQL answer (render)', value: fmt(summary.warmAfterData, 0) },
  { figure: '  of which in the screen, from its data to the row', value: fmt(summary.warmScreen, 0) },
  { figure: 'scroll to the bottom (ms)', value: fmt(summary.scrollMs, 0) },
  { figure: 'long tasks > 50 ms while scrolling', value: fmt(longCount, 0) },
  { figure: 'longest task while scrolling (ms)', value: fmt(longMax, 0) },
  { figure: 'longest frame while scrolling (ms)', value: fmt(summary.scrollLongestFrame, 0) },
]);
console.log(
  `\ntarget renders in < 300 ms (warm reload, navigation → first row): ${Math.round(summary.warmFirstRow.median)} ms ${verdict(summary.warmFirstRow.median < 300)}`,
);
console.log(`target no long task > 50 ms while scrolling: ${longCount.median} ${verdict(longCount.max === 0)}`);
saveResults('list', summary);
