import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { HttpAgent } from '../test/http.js';
import { createTempDatabase, PROVIDERS, type Provider } from '../test/testServer.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = join(ROOT, 'api/scripts/create-admin.ts');
const SECRET_KEY = 'test-secret-key-test-secret-key-0123456789';

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run create-admin`'s script as an operator would, with the given environment and stdin. */
function runScript(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  const { NODE_OPTIONS: _jestOnly, DATABASE_URL: _outer, DATA_DIR: _outerDir, ...base } = process.env;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(TSX, [SCRIPT, ...args], { cwd: ROOT, env: { ...base, LOG_LEVEL: 'error', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

for (const provider of PROVIDERS as Provider[]) {
  describe(`npm run create-admin [${provider}]`, () => {
    let database: Awaited<ReturnType<typeof createTempDatabase>>;
    let env: Record<string, string>;
    let app: App | null = null;
    let url = '';

    beforeAll(async () => {
      database = await createTempDatabase(provider);
      env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, SECRET_KEY };
    });
    afterAll(async () => {
      await app?.stop();
      await database?.drop();
    });

    /** The real app on the same database (started after the script has migrated it). */
    async function server() {
      if (!app) {
        app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env }));
        url = `http://127.0.0.1:${await app.start(0, '127.0.0.1')}`;
      }
      return { app, agent: () => new HttpAgent(url) };
    }

    it('migrates an empty database and creates an approved admin who can sign in and use the admin routes', async () => {
      const run = await runScript(['--username', 'operator', '--email', 'Operator@Example.com', '--password', 'operator-pass-1'], env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Applied migrations: /);
      expect(run.stdout).toContain('Created approved admin "operator"');

      const s = await server();
      const agent = s.agent();
      const login = await agent.post('/api/auth/login', { username: 'operator', password: 'operator-pass-1' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username: 'operator', email: 'operator@example.com', role: 'admin', status: 'approved' });
      expect((await agent.get('/api/users')).status).toBe(200);
      const row = await s.app.deps.db.user.findUniqueOrThrow({ where: { username: 'operator' }, include: { settings: true } });
      expect(row.password).toMatch(/^\$argon2id\$/);
      expect(row.settings).not.toBeNull();
      // the account comes with its Inbox, its own project
      expect(
        await s.app.deps.db.project.findMany({
          where: { userId: row.id },
          select: { name: true, inbox: true, members: { select: { userId: true, role: true } } },
        }),
      ).toEqual([{ name: 'Inbox', inbox: true, members: [{ userId: row.id, role: 'owner' }] }]);
    });

    it('promotes an existing user to approved admin only when the password matches', async () => {
      const s = await server();
      const reg = await s.agent().post('/api/auth/register', { username: 'waiting', email: 'waiting@example.com', password: 'waiting-pass-1' });
      expect(reg.body).toMatchObject({ status: 'pending', role: 'user' });

      const wrong = await runScript(['--username', 'waiting', '--email', 'waiting@example.com', '--password', 'not-their-pass'], env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('already exists and the password does not match');
      expect(await s.app.deps.db.user.findUniqueOrThrow({ where: { username: 'waiting' } })).toMatchObject({ status: 'pending', role: 'user' });

      const right = await runScript(['--username', 'waiting', '--email', 'waiting@example.com', '--password', 'waiting-pass-1'], env);
      expect(right.stderr).toBe('');
      expect(right.code).toBe(0);
      expect(right.stdout).toContain('Promoted existing user "waiting" to approved admin');
      const login = await s.agent().post('/api/auth/login', { username: 'waiting', password: 'waiting-pass-1' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ role: 'admin', status: 'approved' });
      expect(await s.app.deps.db.user.count({ where: { username: 'waiting' } })).toBe(1);
    });

    it.each([
      [['--username', 'ab', '--email', 'a@example.com', '--password', 'long-enough'], 'Username must be at least 3 characters'],
      [['--username', 'valid-name', '--email', 'nope', '--password', 'long-enough'], 'Please enter a valid email address'],
      [['--username', 'valid-name', '--email', 'v@example.com', '--password', 'short'], 'Password must be at least 8 characters'],
      [['--username', 'valid-name', '--email', 'operator@example.com', '--password', 'long-enough'], 'Email is already registered'],
      [['--username', 'valid-name', '--mail', 'v@example.com'], "Unknown option '--mail'"],
    ])('refuses %j with the registration message and exit code 1, creating nothing', async (args, message) => {
      const s = await server();
      const before = await s.app.deps.db.user.count();
      const run = await runScript(args, env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(await s.app.deps.db.user.count()).toBe(before);
    });

    it('asks for what the arguments leave out', async () => {
      const run = await runScript(['--username', 'asked'], env, 'asked@example.com\nasked-pass-12\n');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('E-mail: ');
      expect(run.stdout).toContain('Password: ');
      expect(run.stdout).not.toContain('asked-pass-12');
      const s = await server();
      const login = await s.agent().post('/api/auth/login', { username: 'asked', password: 'asked-pass-12' });
      expect(login.body).toMatchObject({ email: 'asked@example.com', role: 'admin', status: 'approved' });
    });

    it('fails cleanly when the prompts get no answer', async () => {
      const run = await runScript([], env, '');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No input');
    });
  });
}

(PROVIDERS.includes('sqlite') ? describe : describe.skip)('npm run create-admin with DATA_DIR only', () => {
  it('creates the SQLite database in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'streamline-admin-'));
    try {
      const run = await runScript(['--username', 'solo', '--email', 'solo@example.com', '--password', 'solo-pass-1'], { DATA_DIR: dataDir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(existsSync(join(dataDir, 'streamline.db'))).toBe(true);
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir }));
      try {
        const user = await app.deps.db.user.findUniqueOrThrow({ where: { username: 'solo' } });
        expect(user).toMatchObject({ role: 'admin', status: 'approved' });
      } finally {
        await app.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
