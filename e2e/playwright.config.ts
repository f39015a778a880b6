import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './fixtures/appUnderTest.ts';

const PORT = E2E_PORT;
const baseURL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = E2E_DATA_DIR;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Starts the app as production does, with `npm start`: the compiled server (dist/server) serving the
 * built web app (dist/web). `npm test` builds both in its "build" step, so `npm start` finds the build
 * up to date and starts at once; a standalone `npm run test:e2e` after a change builds first, so it
 * never runs a stale app.
 */
export default defineConfig({
  testDir: '.',
  // per port: side-by-side runs (api/scripts/e2e-shards.ts) must not clear each other's results
  outputDir: `../test-results/e2e-${PORT}`,
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    // recording a trace makes the browser work harder on every journey, passed or not: E2E_TRACE=retain-on-failure turns it on
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // registers the very first account (the admin) through the screens, so it runs before the rest
    { name: 'onboarding', testMatch: /onboarding\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'chromium',
      testIgnore: /onboarding\.spec\.ts/,
      dependencies: ['onboarding'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: `rm -rf '${dataDir}' && npm start`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      JIRA_ALLOW_PRIVATE_URLS: '1',
      PUSH_ALLOW_PRIVATE_URLS: '1',
      // the webhook journeys deliver to a receiver on this machine, and should not wait 5 s for it
      WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
      WEBHOOK_POLL_MS: '200',
      RATE_LIMIT_SCALE: '100',
    },
    reuseExistingServer: false,
    timeout: 600_000, // npm start builds first when the sources changed
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
