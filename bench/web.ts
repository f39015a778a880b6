/**
 * Web bench: the JavaScript and CSS a browser loads for /login and for the dashboard (/),
 * as gzip bytes (each response body gzipped at level 6, whatever the server sent) and as bytes on the
 * wire, and the Lighthouse performance score (desktop and mobile presets) of /login and /tasks.
 * The baseline is the figure of the same page in the same run: Lighthouse's score of a static
 * "hello" page served by the same app (the best the machine can score), and the bytes of /login
 * against the 120 KB budget.
 *
 *   npm run bench:web                 (uses dist/web; BENCH_BUILD=1 runs `npm run build` first)
 *   BENCH_LH_RUNS=3 BENCH_PROVIDERS=sqlite npm run bench:web
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM, launch, signedInContext } from './lib/browser.ts';
import { envNumber, fmt, saveResults, spread, table, verdict } from './lib/stats.ts';
import { ROOT, startBenchApp } from './lib/server.ts';

const LH_RUNS = envNumber('BENCH_LH_RUNS', 3);
const LH_ATTEMPTS = 2; // per run and page
const TASKS = envNumber('BENCH_WEB_TASKS', 200);
const DIST = join(ROOT, 'dist', 'web');

if (process.env.BENCH_BUILD === '1' || !existsSync(join(DIST, 'index.html'))) {
  console.log('building the web app (npm run build)…');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

type Bytes = { js: number; css: number; jsWire: number; cssWire: number; files: string[] };

/** Loads a page in a fresh context (no service worker, empty cache) and sums its JS and CSS. */
async function shipped(browser: Awaited<ReturnType<typeof launch>>, url: string, path: string, token: string | null, ready: string): Promise<Bytes> {
  const context = await signedInContext(browser, url, token);
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const out: Bytes = { js: 0, css: 0, jsWire: 0, cssWire: 0, files: [] };
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      (async () => {
        const body = await res.body();
        const gz = gzipSync(body, { level: 6 }).length;
        const sizes = await res.request().sizes();
        const wire = sizes.responseBodySize;
        if (type === 'script') {
          out.js += gz;
          out.jsWire += wire;
        } else {
          out.css += gz;
          out.cssWire += wire;
        }
        out.files.push(
          `${new URL(res.url()).pathname} ${(gz / 1024).toFixed(1)} KB gz, ${(wire / 1024).toFixed(1)} KB wire (${res.headers()['content-encoding'] ?? 'identity'})`,
        );
      })(),
    );
  });
  await page.goto(url + path, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForTimeout(2000); // lazy chunks the screen pulls in after its first render
  await Promise.all(bodies);
  await context.close();
  return out;
}

/** A static page served by the app's own static handler: Lighthouse's ceiling on this machine. */
function staticHelloPage(): string {
  const file = join(DIST, 'bench-hello.html');
  writeFileSync(
    file,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>hello</title><meta name="description" content="baseline"></head><body><h1>Hello</h1></body></html>',
  );
  return file;
}

async function lighthouseScores(url: string, cookie: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: mkdtempSync(join(tmpdir(), 'lh-')) });
  const results: Record<string, number[]> = {};
  const metrics: Record<string, Record<string, number[]>> = {};
  const failures: Record<string, string[]> = {};
  try {
    const pages: Array<[string, string, boolean]> = [
      ['baseline /bench-hello.html', '/bench-hello.html', false],
      ['/login', '/login', false],
      ['/tasks', '/tasks', true],
    ];
    for (let r = 0; r < LH_RUNS; r++) {
      for (const [name, path, signedIn] of pages) {
        for (const form of ['desktop', 'mobile'] as const) {
          const key = `${name} ${form}`;
          const flags = {
            port: chrome.port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: ['performance'],
            extraHeaders: signedIn ? { Cookie: cookie } : undefined,
          };
          let lhr = (await lighthouse(url + path, flags, form === 'desktop' ? desktopConfig : undefined))!.lhr;
          // a run whose trace could not be recorded (NO_NAVSTART…) says nothing of the page: it is reported and run once more
          for (let attempt = 2; lhr.runtimeError && attempt <= LH_ATTEMPTS; attempt++) {
            console.log(`lighthouse run ${r + 1}/${LH_RUNS} ${key}: FAILED ${lhr.runtimeError.code}, attempt ${attempt} of ${LH_ATTEMPTS}`);
            (failures[key] ??= []).push(lhr.runtimeError.code);
            lhr = (await lighthouse(url + path, flags, form === 'desktop' ? desktopConfig : undefined))!.lhr;
          }
          if (lhr.runtimeError) {
            // a failed run (e.g. an interstitial while the machine is overloaded) is reported, not fatal
            console.log(`lighthouse run ${r + 1}/${LH_RUNS} ${key}: FAILED ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            (failures[key] ??= []).push(lhr.runtimeError.code);
            continue;
          }
          const finalUrl = lhr.finalDisplayedUrl ?? '';
          if (signedIn && finalUrl.includes('/login')) throw new Error(`${key}: redirected to /login (the cookie did not apply)`);
          const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
          (results[key] ??= []).push(score);
          const m = (metrics[key] ??= {});
          for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
            (m[id] ??= []).push(lhr.audits[id]?.numericValue ?? NaN);
          }
          console.log(
            `lighthouse run ${r + 1}/${LH_RUNS} ${key}: ${score} (FCP ${Math.round(m['first-contentful-paint'].at(-1)!)} ms, LCP ${Math.round(m['largest-contentful-paint'].at(-1)!)} ms, TBT ${Math.round(m['total-blocking-time'].at(-1)!)} ms)`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return { results, metrics, failures };
}

const b = await startBenchApp((process.env.BENCH_PROVIDERS ?? 'sqlite').split(',')[0] as 'sqlite', TASKS);
const hello = staticHelloPage();
const out: Record<string, unknown> = { tasks: TASKS, lighthouseRuns: LH_RUNS };
try {
  const browser = await launch();
  try {
    const login = await shipped(browser, b.url, '/login', null, 'form');
    const dash = await shipped(browser, b.url, '/', b.token, 'main h1, main h2');
    out.bytes = { login, dashboard: dash };
    for (const [name, v] of [
      ['/login', login],
      ['dashboard /', dash],
    ] as const) {
      console.log(
        `\n${name}: JS ${(v.js / 1024).toFixed(1)} KB gzip (${(v.jsWire / 1024).toFixed(1)} KB on the wire), CSS ${(v.css / 1024).toFixed(1)} KB gzip (${(v.cssWire / 1024).toFixed(1)} KB on the wire)`,
      );
      for (const f of v.files) console.log(`  ${f}`);
    }
    console.log(`\ntarget /login <= 120 KB gzip JS: ${(login.js / 1024).toFixed(1)} KB ${verdict(login.js / 1024 <= 120)}`);
  } finally {
    await browser.close();
  }

  try {
    const { results, metrics, failures } = await lighthouseScores(b.url, b.cookie);
    out.lighthouseFailures = failures;
    out.lighthouse = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, spread(v)]));
    out.lighthouseMetrics = Object.fromEntries(
      Object.entries(metrics).map(([k, m]) => [k, Object.fromEntries(Object.entries(m).map(([id, v]) => [id, spread(v)]))]),
    );
    console.log(`\nLighthouse performance, ${LH_RUNS} runs, median (min–max)`);
    table(
      Object.entries(results).map(([k, v]) => ({
        page: k,
        score: fmt(spread(v), 0),
        'LCP ms': fmt(spread(metrics[k]['largest-contentful-paint']), 0),
        'TBT ms': fmt(spread(metrics[k]['total-blocking-time']), 0),
        CLS: fmt(spread(metrics[k]['cumulative-layout-shift']), 3),
      })),
    );
    for (const page of ['/login', '/tasks']) {
      const d = results[`${page} desktop`] ? spread(results[`${page} desktop`]).median : NaN;
      const m = results[`${page} mobile`] ? spread(results[`${page} mobile`]).median : NaN;
      console.log(`target ${page} desktop >= 95: ${d} ${verdict(d >= 95)}; mobile >= 90: ${m} ${verdict(m >= 90)}`);
    }
  } catch (error) {
    out.lighthouseError = String((error as Error).stack ?? error);
    console.log(`\nLighthouse could not run: ${out.lighthouseError}`);
  }
} finally {
  rmSync(hello, { force: true });
  await b.stop();
}
saveResults('web', out);
