/**
 * Where a page's main-thread time goes on a slow phone: loads `path` signed in, with 4× CPU
 * throttling (Lighthouse's mobile setting), under the CPU profiler, and prints the heaviest
 * functions inside long tasks (> 50 ms). Build unminified first for readable names:
 *   npx vite build --config web/vite.config.ts --minify false && npx tsx bench/tools/page-profile.ts /tasks
 */
import { launch } from '../lib/browser.ts';
import { startBenchApp } from '../lib/server.ts';
import { describeRuns, frameTimes, longRuns, samplesOf, topFrames, type ProfileNode } from '../lib/cpuProfile.ts';

const path = process.argv[2] ?? '/tasks';
const tasks = Number(process.argv[3] ?? 200);
const ALL_FRAMES = process.env.PROFILE_ALL_FRAMES === '1';
// PROFILE_CPU_RATE=1: as recorded by Lighthouse, whose simulation then counts tasks over 12.5 ms as long
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const LONG_US = 50_000 / (4 / RATE);
// PROFILE_WITHIN=<function>: the self and inclusive tables count only samples under that function
const WITHIN = process.env.PROFILE_WITHIN;
const b = await startBenchApp('sqlite', tasks);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'streamline_sid', value: b.token, url: b.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 * RATE });
  await cdp.send('Profiler.start');
  await page.goto(b.url + path);
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_SAVE) (await import('node:fs')).writeFileSync(process.env.PROFILE_SAVE, JSON.stringify(profile));
  const within = new Set(
    WITHIN
      ? samplesOf(profile)
          .filter((s) => s.stack.some((n) => n.callFrame.functionName === WITHIN))
          .map((s) => s.node)
      : [],
  );
  const {
    self,
    inclusive: incl,
    total,
  } = frameTimes(profile, (n) => n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)' || (WITHIN !== undefined && !within.has(n)));
  console.log(`busy ${Math.round(total / 1000)} ms (CPU slowed ${RATE}×)`);
  // the long tasks: runs of busy samples (idle gaps under 1 ms joined), each with its heaviest frames
  // PROFILE_ALL_FRAMES=1 keeps React's own frames too (which commit or render phase a task spends in)
  const app = (n: ProfileNode) => /assets\//.test(n.callFrame.url) && (ALL_FRAMES || !/react-|scheduler/.test(n.callFrame.url));
  console.log(`\nlong tasks (> ${LONG_US / 1000} ms, from the profile start), heaviest app frames:`);
  console.log(describeRuns(profile, longRuns(profile, LONG_US, 250 * RATE, app), ALL_FRAMES ? 30 : 6));
  console.log('\nself:\n' + topFrames(self, 30));
  console.log('\ninclusive:\n' + topFrames(incl, 70));
} finally {
  await browser.close();
  await b.stop();
}
