import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { buildApp, type App } from '../src/app.js';
import { HttpAgent } from './http.js';

export type Provider = 'sqlite' | 'postgres';
export const PROVIDERS: Provider[] = (process.env.TEST_PROVIDERS ?? 'sqlite,postgres').split(',') as Provider[];
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestServer = {
  url: string;
  app: App;
  provider: Provider;
  databaseUrl: string;
  /** a fresh cookie jar talking to this server */
  agent(): HttpAgent;
  stop(): Promise<void>;
};

/** A temporary database of the provider: a file in a temp folder, or a new PostgreSQL database. */
export async function createTempDatabase(provider: Provider) {
  const dataDir = mkdtempSync(join(tmpdir(), 'streamline-test-'));
  if (provider === 'sqlite') {
    return { dataDir, databaseUrl: `file:${join(dataDir, 'test.db')}`, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `sl_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the real app on a free port with a temporary database. */
export async function startTestServer(provider: Provider = 'sqlite', env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createTempDatabase(provider);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    HOST: '127.0.0.1',
    // the suites sign many users in from 127.0.0.1: generous abuse limits unless a test asks for real ones
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  const app = await buildApp(config);
  const port = await app.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    provider,
    databaseUrl: db.databaseUrl,
    agent: () => new HttpAgent(url),
    stop: async () => {
      await app.stop();
      await db.drop();
    },
  };
}

/** Runs a suite once per database provider (TEST_PROVIDERS narrows it, and so does `only`). */
export function describeEachProvider(name: string, fn: (get: () => TestServer, provider: Provider) => void, only?: Provider[]) {
  for (const provider of PROVIDERS.filter((p) => !only || only.includes(p))) {
    describe(`${name} [${provider}]`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer(provider);
      });
      afterAll(async () => {
        await server?.stop();
      });
      fn(() => server, provider);
    });
  }
}
