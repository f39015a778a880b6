import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask, userInZone } from './testing.js';
import { addDaysTo } from '../../../../shared/tasks/dates.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
type Row = { id: number; name: string };
const names = (rows: Row[]) => rows.map((t) => t.name).sort();

describeEachProvider('tasks by day range, overdue tasks and rescheduling', (server) => {
  // UTC+14: its today is rarely the server's, so a server-day mistake shows
  const ZONE = 'Pacific/Kiritimati';

  async function userWithTasks() {
    const user = await userInZone(server(), ZONE);
    const { today, make, project } = user;
    const t = {
      overdue: await make('Overdue', { dueDate: addDaysTo(today, -2), dueTime: '08:15' }),
      yesterdayDone: await make('Done yesterday', { dueDate: addDaysTo(today, -1) }),
      dueToday: await make('Due today', { dueDate: today }),
      plannedIn3: await make('Planned in 3', { plannedDate: addDaysTo(today, 3) }),
      dueIn6: await make('Due in 6', { dueDate: addDaysTo(today, 6) }),
      dueIn7: await make('Due in 7', { dueDate: addDaysTo(today, 7) }),
      undated: await make('Undated', {}),
    };
    expect((await user.agent.patch(`/api/tasks/${t.yesterdayDone.id}/complete`, {})).status).toBe(200);
    return { ...user, today, project, t };
  }

  describe('REST', () => {
    it('lists the tasks whose deadline or planned day is in the range, and the overdue ones', async () => {
      const { agent, today } = await userWithTasks();
      const week = await agent.get(`/api/tasks?dateFrom=${today}&dateTo=${addDaysTo(today, 6)}`);
      expect(week.status).toBe(200);
      expect(names(week.body)).toEqual(['Due in 6', 'Due today', 'Planned in 3']);
      const from = await agent.get(`/api/tasks?dateFrom=${addDaysTo(today, 6)}`);
      expect(names(from.body)).toEqual(['Due in 6', 'Due in 7']);
      const overdue = await agent.get('/api/tasks?overdue=true');
      expect(overdue.status).toBe(200);
      expect(names(overdue.body)).toEqual(['Overdue']);
      const notOverdue = await agent.get('/api/tasks?overdue=false&completed=false');
      expect(names(notOverdue.body)).toEqual(['Due in 6', 'Due in 7', 'Due today', 'Planned in 3', 'Undated']);
    });

    it("never lists a stranger's tasks", async () => {
      const { today } = await userWithTasks();
      const stranger = await signedInUser(server());
      expect((await stranger.agent.get(`/api/tasks?dateFrom=${addDaysTo(today, -10)}&dateTo=${addDaysTo(today, 10)}`)).body).toEqual([]);
      expect((await stranger.agent.get('/api/tasks?overdue=true')).body).toEqual([]);
    });

    it.each([
      ['dateFrom=2031-02-30', /^dateFrom must be a date/],
      ['dateTo=tomorrow', /^dateTo must be a date/],
      ['overdue=yes', /^overdue must be true or false/],
    ])('refuses ?%s with a 400 naming the field', async (query, message) => {
      const { agent } = await signedInUser(server());
      const res = await agent.get(`/api/tasks?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });

    it('reschedules the listed tasks to one day, keeping their times', async () => {
      const { agent, today, t } = await userWithTasks();
      const tomorrow = addDaysTo(today, 1);
      const res = await agent.post('/api/tasks/reschedule', { taskIds: [t.overdue.id, t.dueToday.id], dueDate: tomorrow });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: t.overdue.id, dueDate: tomorrow, dueTime: '08:15' }),
          expect.objectContaining({ id: t.dueToday.id, dueDate: tomorrow, dueTime: null }),
        ]),
      );
      expect((await agent.get(`/api/tasks/${t.overdue.id}`)).body).toMatchObject({ dueDate: tomorrow, dueTime: '08:15' });
      expect((await agent.get('/api/tasks?overdue=true')).body).toEqual([]);
    });

    it("answers 404 for a stranger's task and moves none of the list", async () => {
      const owner = await userWithTasks();
      const stranger = await signedInUser(server());
      const strangersProject = await makeProject(stranger.agent);
      const own = await makeTask(stranger.agent, strangersProject.id, { dueDate: '2030-01-01' });
      const res = await stranger.agent.post('/api/tasks/reschedule', { taskIds: [own.id, owner.t.overdue.id], dueDate: '2031-01-01' });
      expect(res.status).toBe(404);
      expect((await stranger.agent.get(`/api/tasks/${own.id}`)).body.dueDate).toBe('2030-01-01');
      expect((await owner.agent.get(`/api/tasks/${owner.t.overdue.id}`)).body.dueDate).toBe(addDaysTo(owner.today, -2));
    });

    it.each([
      [{ taskIds: [1], dueDate: '2031-02-30' }, /^dueDate must be a date/],
      [{ taskIds: [1] }, /^dueDate must be a date/],
      [{ taskIds: [1], dueDate: null }, /^dueDate must be a date/],
      [{ taskIds: [], dueDate: '2031-01-01' }, /^taskIds must list at least one id/],
      [{ taskIds: 'all', dueDate: '2031-01-01' }, /^taskIds must be a list of ids/],
      [{ taskIds: [1, 1], dueDate: '2031-01-01' }, /^taskIds must not repeat/],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const { agent } = await signedInUser(server());
      const res = await agent.post('/api/tasks/reschedule', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });

    it('asks for a sign-in', async () => {
      const res = await server()
        .agent()
        .post('/api/tasks/reschedule', { taskIds: [1], dueDate: '2031-01-01' });
      expect(res.status).toBe(401);
    });
  });

  describe('GraphQL', () => {
    const RESCHEDULE = 'mutation($input: RescheduleTasksInput!) { rescheduleTasks(input: $input) { tasks { rowId dueDate dueTime } } }';

    it('filters Query.tasks by day range and overdue, and reschedules through rescheduleTasks', async () => {
      const { agent, today, t } = await userWithTasks();
      const list = await agent.gql(
        `query($from: String, $to: String) {
          week: tasks(first: 50, dateFrom: $from, dateTo: $to, completed: false) { totalCount edges { node { name } } }
          overdue: tasks(first: 50, overdue: true) { edges { node { rowId name } } }
        }`,
        { from: today, to: addDaysTo(today, 6) },
      );
      expect(list.errors).toBeUndefined();
      expect(list.data.week.totalCount).toBe(3);
      expect(list.data.week.edges.map((e: { node: Row }) => e.node.name).sort()).toEqual(['Due in 6', 'Due today', 'Planned in 3']);
      expect(list.data.overdue.edges.map((e: { node: Row }) => e.node.name)).toEqual(['Overdue']);

      const moved = await agent.gql(RESCHEDULE, { input: { taskIds: [gid('Task', t.overdue.id)], dueDate: today } });
      expect(moved.errors).toBeUndefined();
      expect(moved.data.rescheduleTasks.tasks).toEqual([{ rowId: t.overdue.id, dueDate: today, dueTime: '08:15' }]);
    });

    it("answers NOT_FOUND for a stranger's task and BAD_USER_INPUT naming a bad day", async () => {
      const { t } = await userWithTasks();
      const stranger = await signedInUser(server());
      const notTheirs = await stranger.agent.gql(RESCHEDULE, { input: { taskIds: [gid('Task', t.overdue.id)], dueDate: '2031-01-01' } });
      expect(notTheirs.errors?.[0].extensions.code).toBe('NOT_FOUND');
      const bad = await stranger.agent.gql(RESCHEDULE, { input: { taskIds: [gid('Task', t.overdue.id)], dueDate: 'someday' } });
      expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^dueDate/), extensions: { code: 'BAD_USER_INPUT' } });
      const badFilter = await stranger.agent.gql('{ tasks(first: 5, dateFrom: "2031-13-01") { edges { node { name } } } }');
      expect(badFilter.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^dateFrom/), extensions: { code: 'BAD_USER_INPUT' } });
    });
  });
});
