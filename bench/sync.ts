/**
 * Sync bench: 1,000 tasks created offline in the real web app, replayed when it comes back.
 * Chromium opens /tasks signed in, goes offline (Playwright's network emulation: the app sees the
 * browser's `offline` event), the 1,000 creates are put into the app's IndexedDB queue in the app's
 * own format (built with the app's functions: web/src/offline/queue.ts, localTask.ts, ids.ts, exactly
 * as taskRepository.createTaskLocally does), then the browser goes online and the app's own sync
 * replays the queue. Timed until the queue is empty; then the server must hold exactly 1,000 new rows
 * with 1,000 distinct names (none lost, none duplicated).
 * Same-run baseline: the same 1,000 POST /api/tasks (with Idempotency-Key and a clientId, as the app
 * sends them) one after another straight from Node, i.e. the server's share of the replay.
 *
 *   npm run bench:sync        BENCH_SYNC_RUNS=3 BENCH_ACTIONS=1000
 *   BENCH_SYNC_PAGE=/debug    the page open during the replay (default /tasks, the task list)
 *   BENCH_SYNC_PROFILE=1      also: the server's CPU time during the replay, and the page's main-thread
 *                             time by function (build with --minify false for readable names)
 */
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { launch, signedInContext } from './lib/browser.ts';
import { envNumber, fmt, saveResults, spread, table, verdict } from './lib/stats.ts';
import { startBenchApp } from './lib/server.ts';
import { frameTimes, topFrames, type CpuProfile } from './lib/cpuProfile.ts';
import { processCpuMs } from './lib/processCpu.ts';
import { createBody, pendingAction } from '../web/src/offline/queue.ts';
import { markPending } from '../web/src/offline/localTask.ts';
import { tempTaskId } from '../web/src/offline/ids.ts';
import type { LocalTask, PendingAction } from '../web/src/offline/types.ts';

const RUNS = envNumber('BENCH_SYNC_RUNS', 3);
const ACTIONS = envNumber('BENCH_ACTIONS', 1000);
const PROFILE = process.env.BENCH_SYNC_PROFILE === '1';

/** What createTaskLocally stores: the local task (status new) and its queued POST. */
function offlineCreate(name: string, projectId: number, userId: number, now: number): { task: LocalTask; action: PendingAction } {
  const task = markPending(
    {
      id: tempTaskId(now),
      name,
      description: 'created offline by bench/sync.ts',
      completed: false,
      timeSpent: 0,
      userId,
      priority: 5,
      duration: 25,
      projectId,
      projectName: null,
      dueDate: null,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      syncStatus: 'new',
    },
    'new',
  );
  const action = pendingAction('CREATE', 'POST', '/api/tasks', createBody(task), now);
  return { task, action: { ...action, localId: task.id as string, ownerId: userId } };
}

const b = await startBenchApp((process.env.BENCH_PROVIDERS ?? 'sqlite').split(',')[0] as 'sqlite', 20);
const replay: number[] = [];
const direct: number[] = [];
const checks: string[] = [];
let allOk = true;
try {
  const browser = await launch();
  try {
    for (let r = 0; r < RUNS; r++) {
      // baseline: the same requests straight from Node, one after another
      const t0 = performance.now();
      for (let i = 0; i < ACTIONS; i++) {
        const key = randomUUID();
        // a dropped connection is retried with the same Idempotency-Key, as the app's replay does
        for (let attempt = 1; ; attempt++) {
          try {
            const res = await fetch(`${b.url}/api/tasks`, {
              method: 'POST',
              headers: { cookie: b.cookie, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                name: `Direct ${r} #${i}`,
                description: 'created offline by bench/sync.ts',
                priority: 5,
                duration: 25,
                projectId: b.projectIds[i % b.projectIds.length],
                clientId: `direct-${key}`,
              }),
            });
            if (res.status === 409 && attempt < 5) {
              await new Promise((r) => setTimeout(r, 200));
              continue;
            }
            if (res.status !== 201) throw new Error(`direct POST: ${res.status} ${await res.text()}`);
            break;
          } catch (error) {
            if (attempt >= 5 || !(error instanceof TypeError)) throw error;
          }
        }
      }
      const directRows = await b.db.task.count({ where: { userId: b.userId, name: { startsWith: `Direct ${r} #` } } });
      if (directRows !== ACTIONS) throw new Error(`direct POSTs made ${directRows} rows, expected ${ACTIONS}`);
      direct.push(performance.now() - t0);

      const context = await signedInContext(browser, b.url, b.token);
      const page = await context.newPage();
      await page.goto(b.url + (process.env.BENCH_SYNC_PAGE ?? '/tasks'));
      await page.waitForFunction(() => !!localStorage.getItem('streamline-offline-user'), null, { timeout: 30_000 });
      await page.waitForTimeout(1000);
      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await page.waitForTimeout(300);

      const prefix = `Offline bench ${r} #`;
      const now = Date.now();
      const items = Array.from({ length: ACTIONS }, (_, i) => offlineCreate(`${prefix}${i}`, b.projectIds[i % b.projectIds.length], b.userId, now + i));
      await page.evaluate(async (items) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open('streamline', 1);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        const tx = db.transaction(['tasks', 'pendingActions'], 'readwrite');
        for (const { task, action } of items) {
          tx.objectStore('tasks').put(task);
          tx.objectStore('pendingActions').put(action);
        }
        await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = () => reject(tx.error))));
        db.close();
      }, items);

      const before = await b.db.task.count({ where: { userId: b.userId, name: { startsWith: prefix } } });
      const cdp = PROFILE ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      const serverCpuBefore = processCpuMs(b.app.proc.pid!);
      const traffic = watchTraffic(page);
      const start = Date.now();
      const watchdog = setInterval(() => console.log(`  still replaying after ${Math.round((Date.now() - start) / 1000)} s: ${traffic.summary()}`), 30_000);
      await context.setOffline(false);
      const queueEmpty = await page.evaluate(async () => {
        const t0 = performance.now();
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open('streamline', 1);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        const count = () =>
          new Promise<number>((resolve, reject) => {
            const req = db.transaction('pendingActions').objectStore('pendingActions').count();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          });
        while (performance.now() - t0 < 300_000) {
          if ((await count()) === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        const empty = (await count()) === 0;
        db.close();
        return empty;
      });
      const ms = Date.now() - start;
      clearInterval(watchdog);
      if (!queueEmpty || ms > 30_000) console.log(`  replay traffic: ${traffic.summary()}`);
      replay.push(ms);
      if (cdp) printProfile(ms, processCpuMs(b.app.proc.pid!) - serverCpuBefore, ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile);
      await page.waitForTimeout(1000); // let the sync's final refetch settle before counting
      const rows = await b.db.task.findMany({ where: { userId: b.userId, name: { startsWith: prefix } }, select: { name: true } });
      const distinct = new Set(rows.map((x) => x.name)).size;
      const ok = queueEmpty && before === 0 && rows.length === ACTIONS && distinct === ACTIONS;
      allOk &&= ok;
      const line = `run ${r + 1}/${RUNS}: replay ${ms} ms (direct ${Math.round(direct[r])} ms), queue empty: ${queueEmpty}, server rows ${rows.length} (distinct ${distinct}, expected ${ACTIONS}) ${ok ? 'OK' : 'WRONG'}`;
      checks.push(line);
      console.log(line);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await b.stop();
}

/**
 * What the page sent during a replay and how each ended, printed when a replay is slow or stalls:
 * requests by method and path with their statuses (or the network error), and the statuses of the
 * actions inside batch answers.
 */
function watchTraffic(page: Page) {
  const requests = new Map<string, number>();
  const actions = new Map<string, number>();
  const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const label = (r: Request) => `${r.method()} ${new URL(r.url()).pathname.replace(/\/\d+$/, '/:id')}`;
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    tally(requests, `${label(res.request())} ${res.status()}`);
    if (!res.url().endsWith('/api/sync/batch') || !res.ok()) return;
    const answer = (await res.json().catch(() => ({}))) as { results?: Array<{ status: number }> };
    for (const { status } of answer.results ?? []) tally(actions, String(status));
  });
  page.on('requestfailed', (r) => tally(requests, `${label(r)} failed: ${r.failure()?.errorText}`));
  const list = (map: Map<string, number>) => [...map].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
  return { summary: () => `requests: ${list(requests)}; batched actions by status: ${list(actions)}` };
}

/** Where the replay's time went: the server's CPU, and the page's main thread by function. */
function printProfile(ms: number, serverCpu: number, profile: CpuProfile) {
  const { self, inclusive, total } = frameTimes(profile, (n) => n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)');
  console.log(`  replay ${ms} ms: server CPU ${Math.round(serverCpu)} ms, page main thread busy ${Math.round(total / 1000)} ms`);
  console.log(`  self:\n${topFrames(self, 25, '    ')}\n  inclusive:\n${topFrames(inclusive, 40, '    ')}`);
}

const summary = {
  actions: ACTIONS,
  runs: RUNS,
  replayMs: spread(replay),
  directMs: spread(direct),
  ratio: spread(replay.map((x, i) => x / direct[i])),
  allOk,
  checks,
};
console.log(`\nOffline replay of ${ACTIONS} creates, ${RUNS} runs, median (min–max)`);
table([
  { figure: 'replay in the app (ms, online → queue empty)', value: fmt(summary.replayMs, 0) },
  { figure: 'baseline: same POSTs from Node (ms)', value: fmt(summary.directMs, 0) },
  { figure: 'replay / baseline', value: fmt(summary.ratio, 2) },
]);
console.log(`\ntarget ${ACTIONS} actions replay in < 10 s: ${Math.round(summary.replayMs.median)} ms ${verdict(summary.replayMs.max < 10_000)}`);
console.log(`target none lost or duplicated: ${verdict(allOk)}`);
saveResults('sync', summary);
if (!allOk) process.exitCode = 1;
