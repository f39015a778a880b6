import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';
import { constraintOf } from '../../db/constraints.js';
import { insertTask, type NewTask } from './repository.js';

// POST /api/tasks reads the project check, its name and the last position in one Kysely query and
// builds the answer from it: the answer must stay what a Prisma read of the row gives.
const KEYS = [
  'id',
  'name',
  'description',
  'completed',
  'completedAt',
  'timeSpent',
  'userId',
  'priority',
  'duration',
  'projectId',
  'projectName',
  'position',
  'dueDate',
  'dueTime',
  'plannedDate',
  'recurrence',
  'recurFrom',
  'seriesId',
  'assigneeId',
  'parentId',
  'labels',
  'assigneeEmail',
  'assigneeName',
  'emailSent',
  'emailSentAt',
  'createdAt',
  'updatedAt',
  'reminders',
];

describeEachProvider('POST /api/tasks (one read, one write)', (server) => {
  it('answers exactly what GET /api/tasks/{id} reads back, with and without an Idempotency-Key', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Café ünïcode "quoted"' });
    const full = { name: 'Full', description: 'with text', priority: 8, duration: 45, projectId: project.id, dueDate: '2031-05-06T07:08:09.123Z' };
    const plain = await agent.post('/api/tasks', full);
    const keyed = await agent.request('POST', '/api/tasks', { ...full, name: 'Keyed', clientId: 'create-test-1' }, { 'Idempotency-Key': 'create-test-key-1' });
    for (const res of [plain, keyed]) {
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(KEYS);
      expect(res.body).toMatchObject({ userId: user.id, projectId: project.id, projectName: 'Café ünïcode "quoted"', dueDate: '2031-05-06' });
      expect((await agent.get(`/api/tasks/${res.body.id}`)).body).toEqual(res.body);
    }
    const replay = await agent.request('POST', '/api/tasks', { ...full, name: 'Keyed', clientId: 'create-test-1' }, { 'Idempotency-Key': 'create-test-key-1' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(keyed.text);
  });

  it("refuses another user's project exactly like an unknown one, and creates nothing", async () => {
    const owner = await signedInUser(server());
    const theirs = await makeProject(owner.agent);
    await makeTask(owner.agent, theirs.id);
    const { agent } = await signedInUser(server());
    for (const projectId of [theirs.id, 2_000_000_000, 'not-an-id']) {
      const res = await agent.post('/api/tasks', { name: 'Sneaky', priority: 5, duration: 25, projectId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Project not found: choose one of your projects' });
    }
    const keyed = await agent.request(
      'POST',
      '/api/tasks',
      { name: 'Sneaky', priority: 5, duration: 25, projectId: theirs.id, clientId: 'c-1' },
      { 'Idempotency-Key': 'sneaky' },
    );
    expect(keyed.status).toBe(400);
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    expect((await owner.agent.get('/api/tasks')).body).toHaveLength(1);
  });

  it("appends after the viewer's highest position (not the count, not other users' tasks); a given position is kept", async () => {
    const other = await signedInUser(server());
    const otherProject = await makeProject(other.agent);
    await makeTask(other.agent, otherProject.id, { position: 500 });
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    expect((await makeTask(agent, project.id)).position).toBe(0);
    expect((await makeTask(agent, project.id, { position: 41 })).position).toBe(41);
    const second = await makeProject(agent);
    const next = await makeTask(agent, second.id);
    expect(next.position).toBe(42);
    const keyed = await agent.request(
      'POST',
      '/api/tasks',
      { name: 'Keyed', priority: 5, duration: 25, projectId: project.id, clientId: 'pos-1' },
      { 'Idempotency-Key': 'pos-key-1' },
    );
    expect(keyed.body.position).toBe(43);
    expect((await makeTask(other.agent, otherProject.id)).position).toBe(501);
  });

  it("inserts with Kysely the row Prisma's create makes: the same columns, values and defaults, read back the same", async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent);
    const { deps } = server().app;
    const data: NewTask = {
      name: 'Twin ünïcode',
      description: null,
      priority: 3,
      duration: 15,
      dueDate: new Date('2031-01-02T00:00:00.000Z'),
      dueTime: '09:30',
      plannedDate: new Date('2030-12-31T00:00:00.000Z'),
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      recurFrom: 'completion',
      projectId: project.id,
      position: 7,
      userId: user.id,
      clientId: 'twin-1',
    };
    const before = Date.now();
    const inserted = await insertTask(deps.db, data);
    const byPrisma = await deps.db.task.create({ data: { ...data, clientId: 'twin-2' } });
    expect(await deps.db.task.findUniqueOrThrow({ where: { id: inserted.id } })).toEqual(inserted);
    const differing = ['id', 'clientId', 'createdAt', 'updatedAt'];
    const same = (row: object) => Object.fromEntries(Object.entries(row).filter(([k]) => !differing.includes(k)));
    expect(Object.keys(inserted).sort()).toEqual(Object.keys(byPrisma).sort());
    expect(same(inserted)).toEqual(same(byPrisma));
    expect(inserted.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(inserted.updatedAt).toEqual(inserted.createdAt);
    // dates stored as Prisma stores them: a Prisma filter on them finds the row
    expect(await deps.db.task.count({ where: { id: inserted.id, createdAt: inserted.createdAt, dueDate: data.dueDate } })).toBe(1);
  });

  it('tells a broken constraint apart on either database: a repeated clientId, a project that is gone', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent);
    const { deps } = server().app;
    const data: NewTask = {
      name: 'Once',
      description: null,
      priority: 5,
      duration: 25,
      dueDate: null,
      dueTime: null,
      plannedDate: null,
      recurrence: null,
      recurFrom: 'due',
      projectId: project.id,
      position: 0,
      userId: user.id,
      clientId: 'once-1',
    };
    await insertTask(deps.db, data);
    const repeat = await insertTask(deps.db, data).catch((error: unknown) => error);
    expect(constraintOf(repeat)).toBe('unique');
    expect((await agent.delete(`/api/projects/${project.id}?deleteTasks=true`)).status).toBe(200);
    const orphan = await insertTask(deps.db, { ...data, clientId: null }).catch((error: unknown) => error);
    expect(constraintOf(orphan)).toBe('foreignKey');
    expect(constraintOf(new Error('anything else'))).toBeNull();
    expect(await deps.db.task.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers each of many creates asked for at once : a broken constraint fails only its own', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent);
    const gone = await makeProject(agent);
    expect((await agent.delete(`/api/projects/${gone.id}`)).status).toBe(200);
    const { deps } = server().app;
    const task = (name: string, clientId: string | null, projectId = project.id): NewTask => ({
      name,
      description: null,
      priority: 5,
      duration: 25,
      dueDate: null,
      dueTime: null,
      plannedDate: null,
      recurrence: null,
      recurFrom: 'due',
      projectId,
      position: 0,
      userId: user.id,
      clientId,
    });
    const outcomes = await Promise.all(
      [task('One', 'burst-1'), task('Two', 'burst-2'), task('One again', 'burst-1'), task('Orphan', null, gone.id), task('Three', null)].map((t) =>
        insertTask(deps.db, t).then(
          (row) => row.name,
          (error: unknown) => constraintOf(error),
        ),
      ),
    );
    expect(outcomes).toEqual(['One', 'Two', 'unique', 'foreignKey', 'Three']);
    expect((await deps.db.task.findMany({ where: { userId: user.id } })).map((t) => t.name).sort()).toEqual(['One', 'Three', 'Two']);

    // through the API: 20 creates at once, two of them the same offline create sent twice
    const bodies = Array.from({ length: 19 }, (_, i) => ({
      name: `Burst ${i + 1}`,
      priority: 5,
      duration: 25,
      projectId: project.id,
      clientId: `rest-burst-${i + 1}`,
    }));
    const answers = await Promise.all([...bodies, bodies[0]].map((body) => agent.post('/api/tasks', body)));
    // the create that lost the race for its clientId is answered with the task the other one made
    expect([answers[0].status, answers[19].status].sort()).toEqual([200, 201]);
    expect(answers.slice(1, 19).map((res) => res.status)).toEqual(Array(18).fill(201));
    expect(answers[19].body.id).toBe(answers[0].body.id);
    const listed = (await agent.get('/api/tasks')).body as Array<{ id: number; name: string }>;
    expect(
      listed
        .filter((t) => t.name.startsWith('Burst '))
        .map((t) => t.id)
        .sort((a, b) => a - b),
    ).toEqual(
      answers
        .slice(0, 19)
        .map((res) => res.body.id)
        .sort((a, b) => a - b),
    );
  });
});
