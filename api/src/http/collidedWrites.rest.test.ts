import pg from 'pg';
import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { makeProject, makeTask } from '../modules/tasks/testing.js';

const COLLIDED = 'This change collided with another made at the same moment: reload and try again';

// A deadlock is PostgreSQL's alone (SQLite runs one write at a time): a task added under a parent and a
// project that another transaction locks in the other order. The request, waiting first, is the victim.
describeEachProvider(
  'writes that collide',
  (server) => {
    it('a task insert that deadlocks with another transaction is a 409 to try again, not a 500, and adds nothing', async () => {
      const { agent } = await signedInUser(server());
      const answers: Array<{ status: number; message?: string }> = [];
      for (const order of [
        ['Task', 'Project'],
        ['Project', 'Task'],
      ] as const) {
        const project = await makeProject(agent);
        const parent = await makeTask(agent, project.id);
        const ids = { Task: parent.id, Project: project.id };
        const other = new pg.Client({ connectionString: server().databaseUrl });
        await other.connect();
        try {
          await other.query('BEGIN');
          await other.query(`SELECT 1 FROM "${order[0]}" WHERE id = $1 FOR UPDATE`, [ids[order[0]]]);
          const insert = agent.post('/api/tasks', { name: 'Child', priority: 5, duration: 25, projectId: project.id, parentId: parent.id });
          await new Promise((resolve) => setTimeout(resolve, 300));
          const second = other.query(`SELECT 1 FROM "${order[1]}" WHERE id = $1 FOR UPDATE`, [ids[order[1]]]).catch(() => null);
          await second;
          await other.query('ROLLBACK');
          const res = await insert;
          answers.push({ status: res.status, message: res.body?.message });
          if (res.status === 409) {
            const tasks = (await agent.get(`/api/tasks?projectId=${project.id}`)).body as Array<{ name: string }>;
            expect(tasks.map((t) => t.name)).not.toContain('Child');
          }
        } finally {
          await other.end();
        }
      }
      for (const a of answers) expect([201, 409]).toContain(a.status);
      expect(answers).toContainEqual({ status: 409, message: COLLIDED });
    }, 30_000);
  },
  ['postgres'],
);
