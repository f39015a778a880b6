// npm run doctor against a good configuration (a migrated database, a real SMTP server, Redis) and a bad one.
import { generateKeyPairSync } from 'node:crypto';
import { jest } from '@jest/globals';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { startSmtp } from '../src/modules/reminders/testing.js';
import { privateRedis, type PrivateServer } from '../test/scale/servers.js';
import { createTempDatabase } from '../test/testServer.js';
import { runScript, SECRET_KEY } from '../test/ops/runScript.js';

jest.setTimeout(120_000);

function vapidPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: raw.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

const lineOf = (stdout: string, name: string) => stdout.split('\n').find((l) => l.includes(`  ${name}:`)) ?? `(no ${name} line)`;

describe('npm run doctor', () => {
  let database: Awaited<ReturnType<typeof createTempDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let redis: PrivateServer;
  beforeAll(async () => {
    database = await createTempDatabase('sqlite');
    smtp = await startSmtp();
    redis = await privateRedis();
  });
  afterAll(async () => {
    await smtp?.close();
    await redis?.destroy();
    await database?.drop();
  });

  it('a good configuration: every check ok, exit 0', async () => {
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SECRET_KEY,
      PUBLIC_URL: 'https://tasks.example.com',
      SMTP_URL: smtp.url,
      REDIS_URL: redis.url,
      ...vapidPair(),
    };
    const before = await runScript('doctor', [], env);
    expect(lineOf(before.stdout, 'migrations')).toMatch(/^warn {2}migrations: a new database/);
    expect(before.code).toBe(0);

    await migrate(loadConfig(env));
    const run = await runScript('doctor', [], env);
    expect(run.stderr).toBe('');
    for (const name of ['configuration', 'SECRET_KEY', 'PUBLIC_URL', 'push keys', 'database', 'migrations', 'redis', 'smtp']) {
      expect(lineOf(run.stdout, name)).toMatch(/^ok {4}/);
    }
    expect(run.stdout).toContain('no failures');
    expect(run.code).toBe(0);
  });

  it('unreachable database, Redis and SMTP fail, missing settings warn; exit 1', async () => {
    const run = await runScript('doctor', [], {
      DATA_DIR: database.dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      SMTP_URL: 'smtp://127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:1',
      PUBLIC_URL: 'ftp://tasks.example.com',
    });
    expect(lineOf(run.stdout, 'SECRET_KEY')).toMatch(/^warn {2}SECRET_KEY: not set/);
    expect(lineOf(run.stdout, 'push keys')).toMatch(/^warn {2}/);
    expect(lineOf(run.stdout, 'PUBLIC_URL')).toMatch(/^fail {2}PUBLIC_URL: ftp:/);
    expect(lineOf(run.stdout, 'database')).toMatch(/^fail {2}database: unreachable/);
    expect(lineOf(run.stdout, 'redis')).toMatch(/^fail {2}redis: REDIS_URL unreachable/);
    expect(lineOf(run.stdout, 'smtp')).toMatch(/^fail {2}smtp: SMTP_URL unreachable/);
    expect(run.stdout).toContain('4 check(s) failed');
    expect(run.code).toBe(1);
  });

  it('a configuration the server refuses is one failure', async () => {
    const run = await runScript('doctor', [], { DATA_DIR: database.dataDir, SECRET_KEY: 'short' });
    expect(run.stdout).toMatch(/^fail {2}configuration: Invalid configuration: SECRET_KEY: SECRET_KEY must be at least 32 characters/m);
    expect(run.code).toBe(1);
  });
});
