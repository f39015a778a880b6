import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
}

/** A context signed in with the session cookie of `token`. */
export async function signedInContext(
  browser: Browser,
  url: string,
  token: string | null,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: options.serviceWorkers ?? 'block' });
  if (token) await context.addCookies([{ name: 'streamline_sid', value: token, url }]);
  // tsx (esbuild keepNames) wraps named functions inside page.evaluate callbacks in __name(...)
  await context.addInitScript('globalThis.__name = (f) => f;');
  return context;
}

/** A phone-sized context (412 × 823, no service worker) signed in with `token`, recording every long task. */
export async function phoneContext(browser: Browser, url: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'streamline_sid', value: token, url }]);
  await recordLongTasks(context);
  return context;
}

/** Every page of `context` records its long tasks, for longTasksOf. */
export function recordLongTasks(context: BrowserContext) {
  return context.addInitScript(() => {
    const w = window as unknown as { __long: Array<[number, number]> };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks a phoneContext page recorded ([start, duration] ms), its first contentful paint, and
 *  the blocking time: the part over 50 ms of each long task from `from` (the FCP unless later) on. */
export async function longTasksOf(page: Page, from = 0) {
  const { long, fcp } = await page.evaluate(() => ({
    long: (window as unknown as { __long: Array<[number, number]> }).__long,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const blocking = long.filter(([start]) => start >= Math.max(fcp, from)).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { long, fcp, blocking };
}
