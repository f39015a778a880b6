import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';
import { RECURRENCE_MESSAGES as M } from '../../../../shared/tasks/recurrenceMessages.js';

/** Rules rrule's parser lets through or answers vaguely, each with the 400 a user reads. */
const REFUSED: Array<[string, string]> = [
  ['FREQ=WEEKLY;WKST=XX', M.wkst],
  ['FREQ=WEEKLY;WKST=', M.wkst],
  ['FREQ=FORTNIGHTLY', M.freq],
  ['INTERVAL=2', M.freq],
  ['FREQ=WEEKLY;BYDAY=MO,XX', M.byday('XX')],
  ['FREQ=WEEKLY;BYDAY=', M.byday('')],
  ['FREQ=WEEKLY;BYDAY=1MO', M.bydayNumbered],
  ['FREQ=MONTHLY;BYDAY=6MO', M.outOfRange('the number of a BYDAY day', -5, 5, false)],
  ['FREQ=DAILY;INTERVAL=-2', M.outOfRange('INTERVAL', 1, 1000, false)],
  ['FREQ=DAILY;COUNT=0', M.outOfRange('COUNT', 1, 100_000, false)],
  ['FREQ=DAILY;COLOR=RED', M.unknownPart('COLOR')],
  ['FREQ=DAILY;TZID=Europe/Berlin', M.unknownPart('TZID')],
  ['FREQ=DAILY;INTERVAL=2;INTERVAL=3', M.repeatedPart('INTERVAL')],
  ['FREQ=DAILY;COUNT=3;UNTIL=20310110', M.countAndUntil],
  ['FREQ=DAILY;UNTIL=2031-01-10', M.until],
];

describeEachProvider('recurrence rules a repeating task refuses', (server) => {
  it.each(REFUSED)('REST create and update refuse %j with a 400 that says why', async (rule, message) => {
    const me = await signedInUser(server());
    const project = await makeProject(me.agent);
    const created = await me.agent.post('/api/tasks', {
      name: 'Water plants',
      priority: 5,
      duration: 5,
      projectId: project.id,
      dueDate: '2031-01-06',
      recurrence: rule,
    });
    expect([created.status, created.body.message]).toEqual([400, message]);
    const task = await makeTask(me.agent, project.id, { dueDate: '2031-01-06', recurrence: 'FREQ=DAILY' });
    const patched = await me.agent.patch(`/api/tasks/${task.id}`, { recurrence: rule });
    expect([patched.status, patched.body.message]).toEqual([400, message]);
    const put = await me.agent.put(`/api/tasks/${task.id}`, { recurrence: rule });
    expect([put.status, put.body.message]).toEqual([400, message]);
    expect((await me.agent.get(`/api/tasks/${task.id}`)).body.recurrence).toBe('FREQ=DAILY');
  });

  it('GraphQL createTask and updateTask refuse them with the same sentence, as BAD_USER_INPUT', async () => {
    const me = await signedInUser(server());
    const project = await makeProject(me.agent);
    const task = await makeTask(me.agent, project.id, { dueDate: '2031-01-06', recurrence: 'FREQ=DAILY' });
    for (const [rule, message] of REFUSED) {
      const created = await me.agent.gql(
        `mutation($p: ID!, $r: String) { createTask(input: { name: "Paint", priority: 5, duration: 5, projectId: $p, dueDate: "2031-01-06", recurrence: $r }) { task { rowId } } }`,
        { p: encodeGlobalID('Project', project.id), r: rule },
      );
      expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const updated = await me.agent.gql(`mutation($id: ID!, $r: String) { updateTask(input: { id: $id, recurrence: $r }) { task { recurrence } } }`, {
        id: encodeGlobalID('Task', task.id),
        r: rule,
      });
      expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await me.agent.get(`/api/tasks/${task.id}`)).body.recurrence).toBe('FREQ=DAILY');
  });

  it('still takes the rules RFC 5545 allows, a known WKST and numbered days included', async () => {
    const me = await signedInUser(server());
    const project = await makeProject(me.agent);
    for (const [rule, stored] of [
      ['RRULE:freq=weekly;wkst=su;byday=mo,we', 'FREQ=WEEKLY;WKST=SU;BYDAY=MO,WE'],
      ['FREQ=MONTHLY;BYDAY=-1FR', 'FREQ=MONTHLY;BYDAY=-1FR'],
      ['FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH'],
      ['FREQ=DAILY;INTERVAL=2;COUNT=3;', 'FREQ=DAILY;INTERVAL=2;COUNT=3'],
      ['FREQ=WEEKLY;UNTIL=20310110T235959Z', 'FREQ=WEEKLY;UNTIL=20310110T235959Z'],
    ]) {
      const res = await me.agent.post('/api/tasks', {
        name: 'Repeats',
        priority: 5,
        duration: 5,
        projectId: project.id,
        dueDate: '2031-01-06',
        recurrence: rule,
      });
      expect([res.status, res.body.recurrence]).toEqual([201, stored]);
    }
  });
});
