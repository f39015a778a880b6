/**
 * What a slow phone paints when, measured: loads `path` signed in at 4× CPU and prints the first
 * contentful paint, every largest-contentful-paint candidate (with its element), the long tasks and the
 * app's performance marks, per run. Lighthouse's simulated LCP follows the observed one, so this shows
 * which element it picks and what the page was doing before it, with each GraphQL operation's request
 * and answer and the moment the first task row appeared.
 *   npx tsx bench/tools/paint-timeline.ts [/tasks] [runs] [tasks]   (uses dist/web)
 */
import { launch, phoneContext } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';

const path = process.argv[2] ?? '/tasks';
const runs = Number(process.argv[3] ?? 3);
const tasks = Number(process.argv[4] ?? 200);
const b = await startBenchApp('sqlite', tasks);
const browser = await launch();
try {
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(browser, b.url, b.token);
    await context.addInitScript(() => {
      const w = window as unknown as { __lcp: Array<[number, string]> };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element; size: number }>) {
          const el = e.element;
          w.__lcp.push([e.startTime, `${e.size}px² <${el?.tagName.toLowerCase()}> "${(el?.textContent ?? '').slice(0, 50)}"`]);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // each GraphQL operation's request and answer (page time), and when the first task row appeared
      const ops: Array<[string, number, number]> = [];
      (window as unknown as { __ops: typeof ops }).__ops = ops;
      const fetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const name = typeof init?.body === 'string' ? ((JSON.parse(init.body) as { operationName?: string }).operationName ?? '') : '';
        const start = performance.now();
        const res = await fetch(input, init);
        if (name)
          void res
            .clone()
            .text()
            .then(() => ops.push([name, start, performance.now()]));
        return res;
      };
      const rows = window as unknown as { __firstRowAt: number | null };
      rows.__firstRowAt = null;
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="task-row"]')) {
          rows.__firstRowAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const operations: string[] = [];
    const opened = Date.now();
    page.on('request', (request) => {
      const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name) operations.push(`${Date.now() - opened} ms ${name}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(b.url + path);
    await page.waitForTimeout(5000);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: (window as unknown as { __lcp: Array<[number, string]> }).__lcp,
      long: (window as unknown as { __long: Array<[number, number]> }).__long,
      ops: (window as unknown as { __ops: Array<[string, number, number]> }).__ops,
      firstRowAt: (window as unknown as { __firstRowAt: number | null }).__firstRowAt,
      marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => [r.name.replace(location.origin, ''), r.startTime, r.responseEnd] as const,
      ),
    }));
    console.log(`\nrun ${i + 1}: FCP ${Math.round(seen.fcp)} ms`);
    for (const [t, what] of seen.lcp) console.log(`  LCP candidate at ${Math.round(t)} ms: ${what}`);
    console.log(`  long tasks: ${seen.long.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')}`);
    for (const [name, t] of seen.marks) console.log(`  mark ${name} at ${Math.round(t)} ms`);
    if (seen.firstRowAt !== null) console.log(`  first task row at ${Math.round(seen.firstRowAt)} ms`);
    for (const [name, s, e] of seen.ops) console.log(`  ${Math.round(s)} → ${Math.round(e)}  ${name}`);
    for (const [name, s, e] of seen.resources) console.log(`  ${Math.round(s)} → ${Math.round(e)}  ${name}`);
    console.log(`  GraphQL operations asked for (ms after goto): ${operations.join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await b.stop();
}
