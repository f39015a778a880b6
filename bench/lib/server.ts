/**
 * Starts the real app (compiled, as production runs it) in a child process on a temporary database, signs a
 * user in and seeds tasks through Prisma createMany: what every bench script measures against.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { parseSetCookie, serialize } from 'cookie';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { createTempDatabase, type Provider } from '../../api/test/testServer.ts';
import { createDb, type Db } from '../../api/src/db/client.ts';
import { processCpuMs } from './processCpu.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const PASSWORD = 'bench-password-123';

/** Servers started by this process: killed when it exits, however it exits. */
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((c) => c.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export type Child = {
  url: string;
  port: number;
  proc: ChildProcess;
  /** the server's process id: its CPU and memory (bench/lib/processCpu.ts, processMemory.ts) */
  pid: number;
  /** ms from the spawn to the first 200 of `probe` (polled every 25 ms) */
  startMs: number;
  /** CPU time the process used until then (all threads): the start's cost on a busy machine */
  startCpuMs: number;
  stop(): Promise<void>;
};

/** Spawns `node <script>` (`node --import tsx` for a TypeScript file) and waits until `probe` answers 200. */
export async function spawnServer(script: string, env: Record<string, string>, probe: string): Promise<Child> {
  const port = await getPort();
  const spawnedAt = performance.now();
  const nodeArgs = (env.BENCH_NODE_ARGS ?? process.env.BENCH_NODE_ARGS)?.split(' ').filter(Boolean) ?? [];
  // BENCH_STDOUT=file keeps the server's standard output (e.g. BENCH_NODE_ARGS=--trace-gc)
  const stdout = process.env.BENCH_STDOUT ? openSync(process.env.BENCH_STDOUT, 'a') : 'ignore';
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout); // the child has its own copy
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let startMs: number;
  let startCpuMs: number;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${script} exited (${proc.exitCode}): ${stderr}`);
    try {
      const res = await fetch(url + probe);
      await res.arrayBuffer();
      if (res.ok) {
        startMs = performance.now() - spawnedAt;
        startCpuMs = processCpuMs(proc.pid!);
        break;
      }
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    port,
    proc,
    pid: proc.pid!,
    startMs,
    startCpuMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.exitCode === null && proc.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export type BenchApp = {
  provider: Provider;
  url: string;
  databaseUrl: string;
  cookie: string;
  /** the raw session token (value of streamline_sid) */
  token: string;
  userId: number;
  projectIds: number[];
  db: Db;
  app: Child;
  stop(): Promise<void>;
};

/** Registers the first user (an approved admin) and signs in: returns the session cookie. */
export async function signIn(url: string, username = 'bench') {
  const body = { username, email: `${username}@example.com`, password: PASSWORD };
  const reg = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => parseSetCookie(line))
    .find((c) => c.name === 'streamline_sid');
  if (!session?.value) throw new Error('login set no session cookie');
  const user = (await login.json()) as { id?: number; user?: { id: number } };
  return { cookie: serialize(session.name, session.value), token: session.value, userId: user.user?.id ?? user.id! };
}

/** `count` tasks over `projects` projects, positions 0..count-1, made with createMany. */
export async function seed(db: Db, userId: number, count: number, projects = 20) {
  await db.project.createMany({
    data: Array.from({ length: projects }, (_, i) => ({
      name: `Project ${i + 1}`,
      description: `Bench project ${i + 1}`,
      priority: (i % 10) + 1,
      userId,
    })),
  });
  const projectIds = (await db.project.findMany({ where: { userId }, select: { id: true }, orderBy: { id: 'asc' } })).map((p) => p.id);
  // the Inbox, made at registration, has its owner's membership already
  const withoutMembers = await db.project.findMany({ where: { userId, members: { none: {} } }, select: { id: true }, orderBy: { id: 'asc' } });
  await db.projectMember.createMany({ data: withoutMembers.map(({ id: projectId }, i) => ({ projectId, userId, role: 'owner', position: i + 1 })) });
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    await db.task.createMany({
      data: Array.from({ length: n }, (_, k) => {
        const i = start + k;
        return {
          name: `Task ${i + 1}: ${['Write', 'Review', 'Plan', 'Fix', 'Test'][i % 5]} the ${['report', 'release', 'design', 'budget'][i % 4]}`,
          description: i % 3 ? `Details of task ${i + 1}, with enough words to look like a real description.` : null,
          priority: (i % 10) + 1,
          duration: 15 + (i % 8) * 15,
          projectId: projectIds[i % projectIds.length],
          userId,
          completed: i % 7 === 0,
          completedAt: i % 7 === 0 ? new Date(now - i * 60_000) : null,
          dueDate: i % 4 === 0 ? new Date(now + (i % 30) * 86_400_000) : null,
          position: i,
          createdAt: new Date(now - (count - i) * 1000),
        };
      }),
    });
  }
  return projectIds;
}

/** The server as production runs it: the bundle of `npm run build:server` (built once per bench process). */
const COMPILED_SERVER = 'dist/server/bundle/index.js';
let built = false;
function buildServerOnce() {
  // BENCH_SKIP_BUILD=1: the bundle that is there (already built from these sources)
  if (built || process.env.BENCH_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

/** The app on a fresh temp database with one signed-in user owning `tasks` tasks. */
export async function startBenchApp(provider: Provider, tasks = 5000, env: Record<string, string> = {}): Promise<BenchApp> {
  const temp = await createTempDatabase(provider);
  // BENCH_SERVER: another build of the server to run as it is (e.g. tsc's output, dist/server/api/src/index.js, for an A/B)
  const server = env.BENCH_SERVER ?? process.env.BENCH_SERVER;
  if (!server) buildServerOnce();
  const app = await spawnServer(
    server ?? COMPILED_SERVER,
    { DATA_DIR: temp.dataDir, DATABASE_URL: temp.databaseUrl, SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789', ...env },
    '/api/health',
  );
  try {
    const { cookie, token, userId } = await signIn(app.url);
    const db = await createDb({ provider, databaseUrl: temp.databaseUrl });
    const projectIds = tasks ? await seed(db, userId, tasks) : [];
    // the sign-in's keep-alive socket idled through the seed and the server closed it: the first request
    // after a long seed would be sent on it and fail, so one that may fail goes first
    await fetch(`${app.url}/api/health`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    return {
      provider,
      url: app.url,
      databaseUrl: temp.databaseUrl,
      cookie,
      token,
      userId,
      projectIds,
      db,
      app,
      async stop() {
        await app.stop();
        await db.$disconnect();
        await temp.drop();
      },
    };
  } catch (error) {
    await app.stop();
    await temp.drop();
    throw error;
  }
}

export function providersFromEnv(): Provider[] {
  const names = (process.env.BENCH_PROVIDERS ?? 'sqlite,postgres').split(',').filter(Boolean);
  const unknown = names.filter((name) => name !== 'sqlite' && name !== 'postgres');
  if (unknown.length) throw new Error(`BENCH_PROVIDERS: unknown ${unknown.join(', ')} (sqlite, postgres or both, comma-separated)`);
  return names as Provider[];
}
