import { chromium, type Browser, type BrowserContext } from '@playwright/test';

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
export async function signedInContext(browser: Browser, url: string, token: string | null, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: options.serviceWorkers ?? 'block' });
  if (token) await context.addCookies([{ name: 'streamline_sid', value: token, url }]);
  // tsx (esbuild keepNames) wraps named functions inside page.evaluate callbacks in __name(...)
  await context.addInitScript('globalThis.__name = (f) => f;');
  return context;
}
