// npm run backup / npm run restore: a populated server is backed up while it runs, restored into a
// new empty database, and the app started on that one shows the same rows.
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { tableRowCounts, tablesWithRows } from '../src/ops/tables.js';
import { HttpAgent } from '../test/http.js';
import { PASSWORD, signedInUser } from '../test/factories.js';
import { join as joinProject } from '../test/team.js';
import { createTempDatabase, PROVIDERS, startTestServer, type Provider, type TestServer } from '../test/testServer.js';
import { runScript, SECRET_KEY } from '../test/ops/runScript.js';

/** Users, a shared project, labelled tasks with reminders and comments, focus sessions: made through the API. */
async function populate(server: TestServer) {
  const owner = await signedInUser(server, { name: 'Olive Owner' });
  const editor = await signedInUser(server, { name: 'Eddie Editor' });
  const project = (await owner.agent.post('/api/projects', { name: 'Backed up', priority: 5 })).body;
  await joinProject(owner, editor, project.id, 'editor');
  const label = (await owner.agent.post('/api/labels', { name: 'urgent' })).body;
  expect(label.id).toBeDefined();
  const tasks = [];
  for (let i = 1; i <= 3; i++) {
    const res = await owner.agent.post('/api/tasks', {
      name: `Task ${i}`,
      priority: i,
      duration: 25,
      projectId: project.id,
      dueDate: '2030-01-15T00:00:00.000Z',
      labels: [label.id],
      reminders: [{ offsetMinutes: 10 * i }],
    });
    expect(res.status).toBe(201);
    tasks.push(res.body);
    expect((await editor.agent.post(`/api/tasks/${res.body.id}/comments`, { body: `Comment on **task ${i}**` })).status).toBe(201);
  }
  const session = await owner.agent.post('/api/pomodoro', { taskId: tasks[0].id, startTime: '2026-01-05T09:00:00.000Z', duration: 25, type: 'work' });
  expect(session.status).toBe(201);
  return { owner, editor, project, label, tasks };
}

jest.setTimeout(180_000); // each script run starts tsx

for (const provider of PROVIDERS as Provider[]) {
  describe(`npm run backup and npm run restore [${provider}]`, () => {
    let source: TestServer;
    let target: Awaited<ReturnType<typeof createTempDatabase>>;
    let restored: App | undefined;
    const folder = mkdtempSync(join(tmpdir(), 'streamline-backup-'));
    const file = join(folder, provider === 'sqlite' ? 'backup.db' : 'backup.dump');

    beforeAll(async () => {
      source = await startTestServer(provider);
      target = await createTempDatabase(provider);
    });
    afterAll(async () => {
      await restored?.stop();
      await source?.stop();
      await target?.drop();
      rmSync(folder, { recursive: true, force: true });
    });

    const envOf = (c: { dataDir: string; databaseUrl: string }) => ({ DATA_DIR: c.dataDir, DATABASE_URL: c.databaseUrl, SECRET_KEY });

    it('backs up a running server, restores into an empty database and the app started on it shows every row', async () => {
      const world = await populate(source);
      const counts = await tableRowCounts(source.app.deps.config);
      for (const table of ['User', 'Project', 'ProjectMember', 'Task', 'Label', 'Reminder', 'Comment', 'PomodoroSession']) {
        expect([table, counts[table] ?? 0]).toEqual([table, expect.any(Number)]);
        expect(counts[table]).toBeGreaterThan(0);
      }

      const backup = await runScript('backup', ['--out', file], envOf(source.app.deps.config));
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain(`backed up the ${provider} database to ${file}`);
      expect(backup.code).toBe(0);
      // a second backup to the same file is refused (nothing is overwritten)
      expect((await runScript('backup', ['--out', file], envOf(source.app.deps.config))).code).toBe(1);

      const restore = await runScript('restore', [file], envOf(target));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await tableRowCounts({ provider, ...target })).toEqual(counts);

      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', RATE_LIMIT_SCALE: '1000', ...envOf(target) });
      restored = await buildApp(config);
      const agent = new HttpAgent(`http://127.0.0.1:${await restored.start(0, '127.0.0.1')}`);
      expect((await agent.post('/api/auth/login', { username: world.owner.username, password: PASSWORD })).status).toBe(200);
      const task = (await agent.get(`/api/tasks/${world.tasks[1].id}`)).body;
      expect(task).toMatchObject({ name: 'Task 2', projectId: world.project.id, reminders: [{ offsetMinutes: 20 }] });
      expect(task.labels).toEqual([world.label.id]);
      expect((await agent.get('/api/labels')).body).toEqual([expect.objectContaining({ id: world.label.id, name: 'urgent' })]);
      const comments = (await agent.get(`/api/tasks/${world.tasks[1].id}/comments`)).body;
      expect(JSON.stringify(comments)).toContain('Comment on **task 2**');
      const members = (await agent.get(`/api/projects/${world.project.id}/members`)).body;
      expect(JSON.stringify(members)).toContain(world.editor.username);
      const sessions = (await agent.get('/api/pomodoro')).body;
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ duration: 25, type: 'work' });
      // the restored database goes on: a new task gets a fresh id
      const created = await agent.post('/api/tasks', { name: 'After restore', priority: 5, duration: 10, projectId: world.project.id });
      expect(created.status).toBe(201);
      expect(created.body.id).toBeGreaterThan(Math.max(...world.tasks.map((t) => t.id)));
      await restored.stop();
      restored = undefined;
    });

    it('refuses to restore into a database holding rows unless --force', async () => {
      expect(tablesWithRows(await tableRowCounts({ provider, ...target })).length).toBeGreaterThan(0);
      const refused = await runScript('restore', [file], envOf(target));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('the target database is not empty');
      expect(refused.stderr).toContain('--force');
      const before = await tableRowCounts({ provider, ...target });
      expect(before.Task).toBe(4);

      const forced = await runScript('restore', [file, '--force'], envOf(target));
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect((await tableRowCounts({ provider, ...target })).Task).toBe(3); // the backup's rows, the later task gone
    });

    it('refuses a file that is not a backup and a missing one', async () => {
      const empty = await createTempDatabase(provider);
      try {
        const missing = await runScript('restore', [join(folder, 'nope')], envOf(empty));
        expect(missing.code).toBe(1);
        expect(missing.stderr).toContain('no backup at');
        const bogus = await runScript('restore', [join(import.meta.dirname, 'backup.ts')], envOf(empty));
        expect(bogus.code).toBe(1);
        expect(bogus.stderr).toMatch(/restore failed/);
      } finally {
        await empty.drop();
      }
    });
  });
}
