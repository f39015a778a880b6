/**
 * Load test of a scaled-out deployment: two instances on one PostgreSQL database and one Redis,
 * LOAD_USERS simulated users (default 200) for LOAD_SECONDS (default 60). Each user registers (approved
 * through the database) and signs in; in teams of LOAD_TEAM_SIZE (default 10; 1 for a project each)
 * the first makes the team's project and invites the others as editors, who accept. Then everyone
 * lists, creates, updates and completes tasks in their team's project, every request going to the
 * next instance in turn. Afterwards: zero 5xx, every acknowledged write stored once, and every member
 * of a team lists the same tasks of its project as the database holds.
 *
 *   npm run bench:load                                  # temp database on TEST_PG_URL, private redis-server
 *   LOAD_SECONDS=10 LOAD_USERS=50 npm run bench:load    # a smoke run
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:load
 *   LOAD_URLS=http://a:3000,http://b:3000 DATABASE_URL=postgres://… npm run bench:load   # running instances
 *
 * Exit code 1 when a request failed with 5xx or no answer, or a write was lost or duplicated.
 */
import { randomBytes } from 'node:crypto';
import { createDb } from '../api/src/db/client.ts';
import { createTempDatabase } from '../api/test/testServer.ts';
import { spawnInstance, type Instance } from '../api/test/scale/instance.ts';
import { privateRedis, type PrivateServer } from '../api/test/scale/servers.ts';
import { Recorder, Client } from './load/client.ts';
import { runUser, setUpUser, PASSWORD, type Ledger } from './load/user.ts';
import { verifyWrites } from './load/verify.ts';
import { printReport } from './load/report.ts';
import { formTeams, verifyConvergence } from './load/teams.ts';

const num = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const SECONDS = num('LOAD_SECONDS', 60);
const USERS = num('LOAD_USERS', 200);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
const TEAM_SIZE = num('LOAD_TEAM_SIZE', 10);

const cleanup: Array<() => Promise<unknown>> = [];
const instances: Instance[] = [];
let exitCode = 1;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const temp = await createTempDatabase('postgres');
    cleanup.push(temp.drop);
    databaseUrl = temp.databaseUrl;
  }
  let urls = process.env.LOAD_URLS?.split(',').filter(Boolean) ?? [];
  if (!urls.length) {
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      const redis: PrivateServer = await privateRedis();
      cleanup.push(() => redis.destroy());
      redisUrl = redis.url;
    }
    // generous sign-in and registration limits: every simulated user comes from one address
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DATA_DIR: `/tmp/streamline-load-${process.pid}`, RATE_LIMIT_SCALE: '1000000' };
    const first: Instance = await spawnInstance(env); // migrates the database
    const second: Instance = await spawnInstance(env);
    cleanup.unshift(
      () => second.kill('SIGTERM'),
      () => first.kill('SIGTERM'),
    );
    urls = [first.url, second.url];
    instances.push(first, second);
  }
  const db = await createDb({ provider: 'postgres', databaseUrl });
  cleanup.unshift(() => db.$disconnect());
  const run = randomBytes(3).toString('hex');

  // the first account of a fresh database becomes the admin: make it one that is not measured
  const admin = new Client(urls, new Recorder());
  await admin.call('register', 'POST', '/api/auth/register', { username: `load${run}admin`, email: `load${run}admin@example.com`, password: PASSWORD });

  // 1. every user registers and signs in at once (argon2 hashing: the costly part of a sign-up)
  const recorder = new Recorder();
  console.log(`setting up ${USERS} users against ${urls.join(' and ')}`);
  const setupStarted = Date.now();
  const setUp = await Promise.allSettled(Array.from({ length: USERS }, (_, i) => setUpUser(i, { urls, db, recorder, run })));
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  const users = setUp.filter((u) => u.status === 'fulfilled').map((u) => u.value);
  const broken = setUp.filter((u): u is PromiseRejectedResult => u.status === 'rejected').map((u) => String(u.reason));

  // 2. teams: a shared project each, its members invited and accepting
  const teams = await formTeams(users, TEAM_SIZE);
  console.log(`${users.length} users signed in after ${setupSeconds.toFixed(1)} s, in ${teams.length} teams of up to ${TEAM_SIZE}`);

  // 3. LOAD_SECONDS of work
  console.log(`working for ${SECONDS} s`);
  const work = new Recorder();
  for (const u of users) u.client.recorder = work;
  const ledger: Ledger = { tasks: new Map(), unanswered: new Set() };
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const runs = await Promise.allSettled(users.map((u) => runUser(u, { ledger, until, thinkMs: THINK_MS })));
  const elapsed = (Date.now() - started) / 1000;
  broken.push(...runs.filter((u): u is PromiseRejectedResult => u.status === 'rejected').map((u) => String(u.reason)));

  const check = await verifyWrites(db, ledger);
  const ok = printReport({ setup: { recorder, seconds: setupSeconds }, recorder: work, elapsed, users: USERS, broken, check });
  const diverged = await verifyConvergence(db, teams);
  console.log(
    diverged.length
      ? `FAIL: ${diverged.length} members list other tasks than the database holds`
      : `every member of the ${teams.length} teams lists the tasks the database holds`,
  );
  for (const line of diverged.slice(0, 10)) console.log(`  ! ${line}`);
  exitCode = ok && !diverged.length ? 0 : 1;
  if (!ok) for (const i of instances) console.log(`\n${i.url} logged:\n${i.output().slice(-3000)}`);
} catch (err) {
  console.error(err);
} finally {
  for (const step of cleanup) await step().catch(() => {});
}
process.exit(exitCode);
