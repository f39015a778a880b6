/**
 * Why a page scores what it scores on Lighthouse (mobile by default): the metrics, the LCP element
 * and its phases, the long tasks, the script boot-up time, and the requests in the order they ended.
 *   npx tsx bench/tools/lighthouse-why.ts [/tasks] [mobile|desktop] [tasks]   (uses dist/web)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';

const path = process.argv[2] ?? '/tasks';
const form = process.argv[3] ?? 'mobile';
const tasks = Number(process.argv[4] ?? 200);

type Item = Record<string, unknown>;
const b = await startBenchApp('sqlite', tasks);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: mkdtempSync(join(tmpdir(), 'lh-')) });
try {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], extraHeaders: { Cookie: b.cookie } };
  const lhr = (await lighthouse(b.url + path, flags, form === 'desktop' ? desktopConfig : undefined))!.lhr;
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(`${path} ${form}: ${Math.round((lhr.categories.performance.score ?? 0) * 100)} (machine's benchmark index ${lhr.environment.benchmarkIndex})`);
  console.log(
    `FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  SI ${ms('speed-index')}  CLS ${lhr.audits['cumulative-layout-shift'].numericValue}`,
  );
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as { items?: Item[] };
  for (const item of details('largest-contentful-paint-element').items ?? []) {
    const d = item as { items?: Item[] };
    for (const row of d.items ?? []) console.log('LCP:', JSON.stringify(row).slice(0, 400));
  }
  for (const item of details('layout-shifts').items ?? []) {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    console.log(`layout shift ${Number(item.score).toFixed(4)}: ${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 60)}"`);
  }
  console.log('\nlong tasks (start, duration, url):');
  for (const t of details('long-tasks').items ?? []) console.log(`  ${Math.round(t.startTime as number)}  ${Math.round(t.duration as number)} ms  ${t.url}`);
  console.log('\nboot-up time per script (total, scripting, parse/compile ms):');
  for (const t of details('bootup-time').items ?? [])
    console.log(`  ${Math.round(t.total as number)}  ${Math.round(t.scripting as number)}  ${Math.round(t.scriptParseCompile as number)}  ${t.url}`);
  console.log('\nmain thread by category (ms):');
  for (const t of details('mainthread-work-breakdown').items ?? []) console.log(`  ${Math.round(t.duration as number)}  ${t.groupLabel}`);
  console.log('\nrequests (start → end ms, transfer KB):');
  const requests = (details('network-requests').items ?? []).sort((x, y) => (x.networkEndTime as number) - (y.networkEndTime as number));
  for (const r of requests) {
    console.log(
      `  ${Math.round(r.networkRequestTime as number)} → ${Math.round(r.networkEndTime as number)}  ${((r.transferSize as number) / 1024).toFixed(1)}  ${String(r.url).replace(b.url, '')}`,
    );
  }
} finally {
  chrome.kill();
  await b.stop();
}
