import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { userInZone } from './testing.js';
import { addDaysTo } from '../../../../shared/tasks/dates.js';

type Row = { name: string };
const names = (rows: Row[]) => rows.map((t) => t.name).sort();

describeEachProvider('the recurring series a calendar shows occurrences of', (server) => {
  const ZONE = 'Europe/Berlin';

  async function userWithSeries() {
    const user = await userInZone(server(), ZONE);
    const { today, make } = user;
    const t = {
      overdueDaily: await make('Daily since last week', { dueDate: addDaysTo(today, -7), recurrence: 'FREQ=DAILY' }),
      standup: await make('Standup', { dueDate: today, dueTime: '09:00', recurrence: 'FREQ=DAILY' }),
      fromCompletion: await make('Water plants', { dueDate: addDaysTo(today, 2), recurrence: 'FREQ=WEEKLY', recurFrom: 'completion' }),
      later: await make('Next month', { dueDate: addDaysTo(today, 30), recurrence: 'FREQ=MONTHLY' }),
      once: await make('Once', { dueDate: today }),
      finished: await make('Finished series', { dueDate: today, recurrence: 'FREQ=DAILY;COUNT=1' }),
    };
    // the rule's last occurrence: completing it completes the task for good
    expect((await user.agent.patch(`/api/tasks/${t.finished.id}/complete`, {})).status).toBe(200);
    return { ...user, today, t };
  }

  it('REST: ?recurring=true with dateTo lists the open series due by then, however long ago', async () => {
    const { agent, today } = await userWithSeries();
    const to = addDaysTo(today, 7);
    const res = await agent.get(`/api/tasks?recurring=true&completed=false&dateTo=${to}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Daily since last week', 'Standup', 'Water plants']);
    expect(res.body.find((t: Row) => t.name === 'Standup')).toMatchObject({ recurrence: 'FREQ=DAILY', recurFrom: 'due', dueDate: today, dueTime: '09:00' });
    expect(names((await agent.get('/api/tasks?recurring=true')).body)).toEqual([
      'Daily since last week',
      'Finished series',
      'Next month',
      'Standup',
      'Water plants',
    ]);
    expect(names((await agent.get('/api/tasks?recurring=false')).body)).toEqual(['Once']);
  });

  it('REST: refuses ?recurring=sometimes with a 400 naming the field', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.get('/api/tasks?recurring=sometimes');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('recurring must be true or false');
  });

  it('GraphQL: tasks(recurring: true) answers the rule, where it repeats from and how many occurrences are done', async () => {
    const { agent, today, t } = await userWithSeries();
    expect((await agent.post(`/api/tasks/${t.standup.id}/skip`, {})).status).toBe(200);
    const res = await agent.gql(
      `query($to: String!) {
        tasks(first: 50, recurring: true, completed: false, dateTo: $to) {
          totalCount
          edges { node { name dueDate recurrence recurFrom occurrencesDone } }
        }
      }`,
      { to: addDaysTo(today, 7) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.tasks.totalCount).toBe(3);
    const nodes = res.data.tasks.edges.map((e: { node: Row }) => e.node).sort((a: Row, b: Row) => a.name.localeCompare(b.name));
    expect(nodes).toEqual([
      { name: 'Daily since last week', dueDate: addDaysTo(today, -7), recurrence: 'FREQ=DAILY', recurFrom: 'due', occurrencesDone: 0 },
      { name: 'Standup', dueDate: addDaysTo(today, 1), recurrence: 'FREQ=DAILY', recurFrom: 'due', occurrencesDone: 1 },
      { name: 'Water plants', dueDate: addDaysTo(today, 2), recurrence: 'FREQ=WEEKLY', recurFrom: 'completion', occurrencesDone: 0 },
    ]);
  });

  it("never lists a stranger's series", async () => {
    await userWithSeries();
    const stranger = await signedInUser(server());
    expect((await stranger.agent.get('/api/tasks?recurring=true')).body).toEqual([]);
    const res = await stranger.agent.gql('{ tasks(first: 50, recurring: true) { totalCount } }');
    expect(res.data.tasks.totalCount).toBe(0);
  });
});
