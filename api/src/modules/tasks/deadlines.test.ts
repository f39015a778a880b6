import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const FIELDS = 'rowId dueDate dueTime plannedDate recurrence recurFrom seriesRowId';

describeEachProvider('task deadlines, planned days and recurrence rules', (server) => {
  describe('REST', () => {
    it('creates, reads, lists, updates and clears every field', async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const created = await agent.post('/api/tasks', {
        name: 'Pay rent',
        priority: 5,
        duration: 10,
        projectId: project.id,
        dueDate: '2031-05-01',
        dueTime: '09:30',
        plannedDate: '2031-04-29',
        recurrence: 'RRULE:freq=monthly;bymonthday=1',
        recurFrom: 'completion',
      });
      expect(created.status).toBe(201);
      const fields = { dueDate: '2031-05-01', dueTime: '09:30', plannedDate: '2031-04-29', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1', recurFrom: 'completion' };
      expect(created.body).toMatchObject({ ...fields, seriesId: null });
      expect((await agent.get(`/api/tasks/${created.body.id}`)).body).toMatchObject(fields);
      expect((await agent.get('/api/tasks')).body.find((t: { id: number }) => t.id === created.body.id)).toMatchObject(fields);

      const put = await agent.put(`/api/tasks/${created.body.id}`, { dueTime: '18:05', recurFrom: 'due', plannedDate: '2031-04-30' });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ dueDate: '2031-05-01', dueTime: '18:05', plannedDate: '2031-04-30', recurFrom: 'due' });

      const cleared = await agent.patch(`/api/tasks/${created.body.id}`, { recurrence: null, dueDate: null, plannedDate: null });
      expect(cleared.status).toBe(200);
      // clearing the day clears its time
      expect(cleared.body).toMatchObject({ dueDate: null, dueTime: null, plannedDate: null, recurrence: null });
    });

    it('takes the date part of a full ISO date-time (older clients) and answers YYYY-MM-DD', async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const task = await makeTask(agent, project.id, { dueDate: '2030-01-02T23:04:05.000Z', plannedDate: '2030-01-01T00:00:00Z' });
      expect(task).toMatchObject({ dueDate: '2030-01-02', plannedDate: '2030-01-01' });
      const patched = await agent.patch(`/api/tasks/${task.id}`, { dueDate: '2030-02-03T01:00:00+01:00' });
      expect(patched.body.dueDate).toBe('2030-02-03');
    });

    it.each([
      [{ dueDate: '2031-02-30' }, /^dueDate must be a date/],
      [{ dueDate: 'tomorrow' }, /^dueDate must be a date/],
      [{ dueDate: 20310101 }, /^dueDate must be a date/],
      [{ dueDate: '2031-01-01', dueTime: '24:00' }, /^dueTime must be a time of day/],
      [{ dueDate: '2031-01-01', dueTime: '9:00' }, /^dueTime must be a time of day/],
      [{ dueDate: '2031-01-01', dueTime: 900 }, /^dueTime must be a time of day/],
      [{ dueTime: '09:00' }, /^dueTime needs a dueDate/],
      [{ plannedDate: '31/01/2031' }, /^plannedDate must be a date/],
      [{ dueDate: '2031-01-01', recurrence: 'every day' }, /^recurrence must be an RRULE/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=MINUTELY' }, /^recurrence must repeat/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=0' }, /^recurrence: BYMONTHDAY must be a whole number from -31 to 31, not 0$/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=DAILY;COUNT=0' }, /^recurrence: COUNT must be a whole number from 1 to 100000$/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=WEEKLY;INTERVAL=0' }, /^recurrence: INTERVAL must be a whole number from 1 to 1000$/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=FORTNIGHTLY' }, /^recurrence must repeat DAILY, WEEKLY, MONTHLY or YEARLY/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=DAILY;UNTIL=20301231' }, /^The last day cannot be before the due date$/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=DAILY;UNTIL=20301231T235959Z' }, /^The last day cannot be before the due date$/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=DAILY\nFREQ=WEEKLY' }, /recurrence/],
      [{ dueDate: '2031-01-01', recurrence: 7 }, /^recurrence must be RRULE text/],
      [{ recurrence: 'FREQ=DAILY' }, /^recurrence needs a dueDate/],
      [{ dueDate: '2031-01-01', recurrence: 'FREQ=DAILY', recurFrom: 'start' }, /^recurFrom must be due or completion/],
    ])('refuses %j with a 400 naming the field, on create and on update', async (body, message) => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const create = await agent.post('/api/tasks', { name: 'Bad', priority: 5, duration: 10, projectId: project.id, ...body });
      expect(create.status).toBe(400);
      expect(create.body.message).toMatch(message);
      const task = await makeTask(agent, project.id);
      const update = await agent.patch(`/api/tasks/${task.id}`, body);
      expect(update.status).toBe(400);
      expect(update.body.message).toMatch(message);
      expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ dueDate: null, dueTime: null, recurrence: null, recurFrom: 'due' });
    });

    it('refuses to clear the deadline day of a repeating task', async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const task = await makeTask(agent, project.id, { dueDate: '2031-01-01', recurrence: 'FREQ=DAILY' });
      const res = await agent.patch(`/api/tasks/${task.id}`, { dueDate: null });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^recurrence needs a dueDate/);
    });

    it("a rule's last day (UNTIL) may be the due day, never before it: REST, GraphQL and the sync batch say so", async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const task = await makeTask(agent, project.id, { dueDate: '2031-01-10', recurrence: 'FREQ=DAILY;UNTIL=20310110' });
      expect(task).toMatchObject({ dueDate: '2031-01-10', recurrence: 'FREQ=DAILY;UNTIL=20310110' });
      // the due day moved past the rule's end
      const moved = await agent.patch(`/api/tasks/${task.id}`, { dueDate: '2031-01-11' });
      expect([moved.status, moved.body.message]).toEqual([400, RECURRENCE_MESSAGES.untilBeforeDue]);
      // a change that touches neither the rule nor the day is not checked against them
      expect((await agent.patch(`/api/tasks/${task.id}`, { name: 'Renamed' })).status).toBe(200);
      const gql = await agent.gql(`mutation($id: ID!) { updateTask(input: { id: $id, recurrence: "FREQ=WEEKLY;UNTIL=20310103" }) { task { recurrence } } }`, {
        id: gid('Task', task.id),
      });
      expect(gql.errors?.[0]?.message).toBe(RECURRENCE_MESSAGES.untilBeforeDue);
      const batch = await agent.post('/api/sync/batch', {
        actions: [
          { method: 'PATCH', url: `/api/tasks/${task.id}`, idempotencyKey: 'until-1', body: JSON.stringify({ recurrence: 'FREQ=DAILY;UNTIL=20301231' }) },
        ],
      });
      expect(batch.body.results[0]).toMatchObject({ status: 400, body: { message: RECURRENCE_MESSAGES.untilBeforeDue } });
      expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ dueDate: '2031-01-10', recurrence: 'FREQ=DAILY;UNTIL=20310110' });
    });

    it('writes every field through the sync batch too', async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const task = await makeTask(agent, project.id);
      const body = { dueDate: '2031-03-04', dueTime: '07:45', plannedDate: '2031-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=TU', recurFrom: 'due' };
      const res = await agent.post('/api/sync/batch', {
        actions: [{ method: 'PATCH', url: `/api/tasks/${task.id}`, idempotencyKey: 'deadline-1', body: JSON.stringify(body) }],
      });
      expect(res.body.results[0]).toEqual({ status: 200, body: expect.objectContaining(body) });
    });
  });

  describe('GraphQL', () => {
    it('creates and updates every field, and refuses bad ones naming the field', async () => {
      const { agent } = await signedInUser(server());
      const project = await makeProject(agent);
      const created = await agent.gql(`mutation($input: CreateTaskInput!) { createTask(input: $input) { task { ${FIELDS} } } }`, {
        input: {
          projectId: gid('Project', project.id),
          name: 'Stand-up',
          priority: 5,
          duration: 15,
          dueDate: '2031-06-02',
          dueTime: '10:00',
          plannedDate: '2031-06-01',
          recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          recurFrom: 'completion',
        },
      });
      expect(created.errors).toBeUndefined();
      const task = created.data.createTask.task;
      expect(task).toEqual({
        rowId: expect.any(Number),
        dueDate: '2031-06-02',
        dueTime: '10:00',
        plannedDate: '2031-06-01',
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        recurFrom: 'completion',
        seriesRowId: null,
      });
      const read = await agent.gql(`query($id: ID!) { task(id: $id) { ${FIELDS} } }`, { id: String(task.rowId) });
      expect(read.data.task).toEqual(task);
      const listed = await agent.gql(`{ tasks(first: 10) { edges { node { ${FIELDS} } } } }`);
      expect(listed.data.tasks.edges.map((e: { node: unknown }) => e.node)).toEqual([task]);

      const update = `mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { ${FIELDS} } } }`;
      const updated = await agent.gql(update, { input: { id: gid('Task', task.rowId), dueTime: null, plannedDate: null, recurFrom: 'due' } });
      expect(updated.errors).toBeUndefined();
      expect(updated.data.updateTask.task).toMatchObject({ dueDate: '2031-06-02', dueTime: null, plannedDate: null, recurFrom: 'due' });

      for (const [input, message] of [
        [{ dueDate: '2031-13-01' }, /^dueDate/],
        [{ dueTime: '7pm' }, /^dueTime/],
        [{ plannedDate: 'soon' }, /^plannedDate/],
        [{ recurrence: 'FREQ=SOMETIMES' }, /^recurrence/],
      ] as const) {
        const bad = await agent.gql(update, { input: { id: gid('Task', task.rowId), ...input } });
        expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
      }
      const badEnum = await agent.gql(update, { input: { id: gid('Task', task.rowId), recurFrom: 'start' } });
      expect(badEnum.errors?.[0].message).toMatch(/recurFrom/);
    });
  });
});
