/**
 * Why scrolling the Task List makes long frames: scrolls /task-list (5,000 tasks) to the bottom as
 * bench/list.ts does and prints every long animation frame (> 50 ms, Chromium's LoAF entries) split
 * into script (by entry point), and style and layout.
 *   npx tsx bench/tools/scroll-frames.ts [tasks]   (build with --minify false for readable names)
 *   SCROLL_PROFILE_WITHIN=performWorkUntilDeadline   also a CPU profile of the scroll: the time of the
 *                             samples under that function by frame ("!a,b": the samples under neither)
 */
import { launch, signedInContext } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';
import { scrollTaskListToBottom } from '../lib/taskListScroll.ts';
import { frameKey, samplesOf, topFrames, type CpuProfile } from '../lib/cpuProfile.ts';

const WITHIN = process.env.SCROLL_PROFILE_WITHIN;

const TASKS = Number(process.argv[2] ?? 5000);
type Script = { invoker: string; fn: string; src: string; duration: number; forcedLayout: number };
type Frame = { start: number; duration: number; blocking: number; script: number; layout: number; render: number; scripts: Script[] };

const b = await startBenchApp('sqlite', TASKS);
const browser = await launch();
try {
  const context = await signedInContext(browser, b.url, b.token);
  await context.addInitScript(`
    window.__loaf = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__loaf.push(e.toJSON()); })
      .observe({ type: 'long-animation-frame', buffered: true });
  `);
  const page = await context.newPage();
  await page.goto(b.url + '/task-list');
  await page.waitForSelector('[data-testid="task-list-scroller"] li[data-index]');
  await page.waitForTimeout(1500);
  const cdp = WITHIN ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const t0 = await page.evaluate(() => performance.now());
  await page.evaluate(scrollTaskListToBottom, TASKS);
  const frames = await page.evaluate((t0) => {
    const w = window as unknown as { __loaf: any[] };
    return w.__loaf
      .filter((f) => f.startTime >= t0 && f.duration > 50)
      .map((f) => ({
        start: Math.round(f.startTime - t0),
        duration: Math.round(f.duration),
        blocking: Math.round(f.blockingDuration),
        render: Math.round(f.renderStart ? f.startTime + f.duration - f.renderStart : 0),
        layout: Math.round(f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0),
        script: Math.round(f.scripts.reduce((s: number, x: any) => s + x.duration, 0)),
        scripts: f.scripts.map((x: any) => ({
          invoker: x.invoker,
          fn: x.sourceFunctionName,
          src: String(x.sourceURL).replace(/^.*\/assets\//, ''),
          duration: Math.round(x.duration),
          forcedLayout: Math.round(x.forcedStyleAndLayoutDuration),
        })),
      }));
  }, t0);
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let total = 0;
    for (const { node, dt, stack } of samplesOf(profile)) {
      // "!a,b": every sample whose stack has none of these functions
      const names = WITHIN!.replace(/^!/, '').split(',');
      const under = stack.some((n) => names.includes(n.callFrame.functionName));
      if (WITHIN!.startsWith('!') ? under || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)' : !under) continue;
      total += dt;
      self.set(frameKey(node), (self.get(frameKey(node)) ?? 0) + dt);
      for (const k of new Set(stack.map(frameKey))) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
    console.log(`under ${WITHIN}: ${Math.round(total / 1000)} ms\nself:\n${topFrames(self, 25)}\ninclusive:\n${topFrames(inclusive, 50)}`);
  }
  console.log(`${frames.length} frames over 50 ms while scrolling to the bottom`);
  for (const f of frames as Frame[]) {
    console.log(`  at ${f.start} ms: ${f.duration} ms (blocking ${f.blocking}), scripts ${f.script}, render ${f.render} (style+layout ${f.layout})`);
    for (const s of f.scripts.filter((s) => s.duration >= 5))
      console.log(`    ${s.duration} ms ${s.invoker} ${s.fn} ${s.src}${s.forcedLayout ? ` forced layout ${s.forcedLayout}` : ''}`);
  }
} finally {
  await browser.close();
  await b.stop();
}
