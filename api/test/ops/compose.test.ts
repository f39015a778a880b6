// The compose file of the scaled setup (docs/deploy/docker-compose.yml), checked without Docker (this
// machine has no daemon): its services, the image they build, the environment against what the server
// reads, the data folders, the health check against the running app, and the ports nginx joins.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';
import { DRAIN_TIMEOUT_MS } from '../../src/http/drain.js';
import { startTestServer, type TestServer } from '../testServer.js';
import { ROOT } from './runScript.js';
import { parse } from 'yaml';

type Service = {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
};
type Compose = { name: string; services: Record<string, Service>; volumes: Record<string, unknown> };

const COMPOSE_FILE = join(ROOT, 'docs/deploy/docker-compose.yml');
const composeDir = dirname(COMPOSE_FILE);
const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as Compose;
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const nginxConf = readFileSync(join(composeDir, 'nginx.conf'), 'utf8');
const APPS = ['app1', 'app2'];
const app = (name: string) => compose.services[name];

/** The Dockerfile's final stage: its ENV pairs, VOLUME, EXPOSE, HEALTHCHECK command and CMD. */
function finalStage() {
  const stage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const line = (instruction: string) => new RegExp(`^${instruction} (.+)$`, 'm').exec(stage)?.[1] ?? '';
  const env = Object.fromEntries([...line('ENV').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  return { env, volume: line('VOLUME'), expose: line('EXPOSE'), healthcheck: line('HEALTHCHECK'), cmd: JSON.parse(line('CMD')) as string[] };
}

/** What `docker compose` does with `${NAME:?message}` and `${NAME:-default}`: the operator's value, else the default. */
function interpolate(value: string, given: Record<string, string>) {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_m, name: string, kind?: string, rest?: string) => {
    if (given[name]) return given[name];
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const OPERATOR = {
  SECRET_KEY: 'compose-secret-key-compose-secret-key-0123',
  VAPID_PUBLIC_KEY: 'BExamplePublicKeyExamplePublicKeyExamplePublicKeyExamplePublicKeyExamplePublicKey',
  VAPID_PRIVATE_KEY: 'examplePrivateKeyExamplePrivateKey0123456',
};
const seconds = (text: string) => Number(/^(\d+)s$/.exec(text)?.[1]);

describe('the compose file of the scaled setup', () => {
  it('has two app instances built from the Dockerfile at the checkout root, behind nginx, on PostgreSQL and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis']);
    for (const name of APPS) {
      expect(resolve(composeDir, app(name).build!)).toBe(ROOT);
      expect(existsSync(join(resolve(composeDir, app(name).build!), 'Dockerfile'))).toBe(true);
      expect(app(name).image).toBe('streamline');
      // depends on services that have a health check to wait for
      for (const [dep, { condition }] of Object.entries(app(name).depends_on as Record<string, { condition: string }>)) {
        expect(condition).toBe('service_healthy');
        expect(app(dep).healthcheck?.test.length).toBeGreaterThan(1);
      }
      // a stop leaves the server its drain time (api/src/http/drain.ts) and a moment to close
      expect(seconds(app(name).stop_grace_period!) * 1000).toBeGreaterThan(DRAIN_TIMEOUT_MS);
    }
    expect(compose.services.nginx.depends_on).toEqual(APPS);
    for (const [source] of (compose.services.nginx.volumes ?? []).map((v) => v.split(':'))) expect(existsSync(resolve(composeDir, source))).toBe(true);
  });

  it("sets only variables the server reads, and the server's configuration accepts them: PostgreSQL, Redis, behind one proxy", () => {
    for (const name of APPS) {
      const env = app(name).environment!;
      expect(Object.keys(env).filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
      // the values every instance must share are the operator's, never a default
      for (const shared of ['SECRET_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) expect(env[shared]).toMatch(new RegExp(`^\\$\\{${shared}:\\?`));
      expect(() => interpolate(env.SECRET_KEY, {})).toThrow(/^SECRET_KEY: set SECRET_KEY/);

      const dataDir = mkdtempSync(join(tmpdir(), 'streamline-compose-'));
      try {
        const values = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, interpolate(String(value), OPERATOR)]));
        const config = loadConfig({ ...values, DATA_DIR: dataDir });
        expect(config).toMatchObject({ provider: 'postgres', port: 3000, trustProxy: '1', secretKey: OPERATOR.SECRET_KEY, publicUrl: 'http://localhost:8080' });
        expect(config.vapid.publicKey).toBe(OPERATOR.VAPID_PUBLIC_KEY);

        // the database and Redis are the compose file's own services, with the credentials PostgreSQL is given
        const database = new URL(config.databaseUrl);
        const pg = compose.services.postgres.environment!;
        expect([database.hostname, database.port, database.username, database.password, database.pathname]).toEqual([
          'postgres',
          '5432',
          pg.POSTGRES_USER,
          pg.POSTGRES_PASSWORD,
          `/${pg.POSTGRES_DB}`,
        ]);
        expect(new URL(config.redisUrl!).hostname).toBe('redis');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });

  it("gives each instance a named volume of its own at the image's data folder", () => {
    const image = finalStage();
    expect(image.volume).toBe(image.env.DATA_DIR);
    const mounts = APPS.map((name) => app(name).volumes ?? []);
    for (const list of mounts) {
      const data = list.map((v) => v.split(':')).find(([, target]) => target === image.env.DATA_DIR);
      expect(data).toBeDefined();
      expect(compose.volumes).toHaveProperty(data![0]);
    }
    expect(new Set(mounts.map((list) => list.join())).size).toBe(APPS.length);
    expect(compose.volumes).toHaveProperty(compose.services.postgres.volumes![0].split(':')[0]);
  });

  it("joins the ports: nginx publishes the PUBLIC_URL's port and forwards to each instance's PORT, which the image exposes", () => {
    const image = finalStage();
    const [published, inside] = compose.services.nginx.ports![0].split(':');
    expect(new URL(interpolate(app('app1').environment!.PUBLIC_URL, {})).port).toBe(published);
    expect(nginxConf).toMatch(new RegExp(`listen ${inside};`));
    const upstream = [...nginxConf.matchAll(/^\s*server (\w+):(\d+)/gm)].map((m) => [m[1], m[2]]);
    expect(upstream).toEqual(APPS.map((name) => [name, app(name).environment!.PORT]));
    for (const name of APPS) expect(app(name).environment!.PORT).toBe(image.expose);
    expect(image.env.PORT).toBe(image.expose);
  });

  describe('health checks against the running app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer('sqlite');
    });
    afterAll(() => server?.stop());

    /** A health check's command as the container runs it, with the app's port in place of the image's; its exit code. */
    const run = (script: string, port: number) =>
      new Promise<number | null>((done) => {
        const child = spawn(process.execPath, ['-e', script.replace(':3000/', `:${port}/`)], { stdio: 'ignore', timeout: 15_000 });
        child.on('close', done);
      });

    it("the compose file's and the Dockerfile's health checks run the same command, which passes on a healthy app and fails on none", async () => {
      const [kind, node, flag, script] = app('app1').healthcheck!.test;
      expect([kind, node, flag]).toEqual(['CMD', 'node', '-e']);
      expect(app('app2').healthcheck!.test).toEqual(app('app1').healthcheck!.test);
      expect(finalStage().healthcheck).toContain(`CMD node -e "${script}"`);
      const path = /fetch\('http:\/\/127\.0\.0\.1:3000(\/[^']*)'\)/.exec(script)?.[1];
      expect(path).toBe('/api/health');
      expect((await server.agent().get(path!)).status).toBe(200);

      const port = Number(new URL(server.url).port);
      expect(await run(script, port)).toBe(0);
      const { default: getPort } = await import('get-port');
      expect(await run(script, await getPort())).toBe(1);
    });
  });
});
