import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { dayIn } from '../../../../shared/tasks/deadline.js';
import { addDays } from '../ai/clock.js';

const QUERY = `{ todayTasks { openCount items { state deadline task { name rowId } } } }`;

describeEachProvider("the Dashboard's Today card", (server) => {
  it("lists overdue, due today and planned for today first, in the user's time zone, then the highest priorities", async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its today is often not UTC's
    const u = await signedInUser(server());
    const db = server().app.deps.db;
    await db.user.update({ where: { id: u.user.id }, data: { timeZone: zone } });
    const today = dayIn(new Date(), zone);
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    const project = await db.project.create({
      data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
    });
    const make = (name: string, priority: number, data: { dueDate?: Date; dueTime?: string; plannedDate?: Date; completed?: boolean } = {}) =>
      db.task.create({ data: { name, priority, duration: 30, projectId: project.id, userId: u.user.id, ...data } });
    await make('Top priority', 10);
    await make('Low chore', 1);
    await make('Due tomorrow', 9, { dueDate: at(addDays(today, 1)), dueTime: '09:00' });
    await make('Planned today', 2, { plannedDate: at(today) });
    await make('Planned next week', 3, { plannedDate: at(addDays(today, 7)) });
    await make('Due today', 3, { dueDate: at(today) });
    await make('Overdue', 1, { dueDate: at(addDays(today, -2)), dueTime: '10:00' });
    await make('Done today', 10, { dueDate: at(today), completed: true });
    const stranger = await signedInUser(server());
    const theirs = await db.project.create({
      data: { name: 'Theirs', priority: 5, userId: stranger.user.id, members: { create: { userId: stranger.user.id, role: 'owner' } } },
    });
    await db.task.create({ data: { name: 'Not yours', priority: 10, duration: 5, projectId: theirs.id, userId: stranger.user.id, dueDate: at(today) } });

    const res = await u.agent.gql(QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data.todayTasks.openCount).toBe(7);
    expect(res.data.todayTasks.items.map((i: any) => [i.task.name, i.state, i.deadline])).toEqual([
      ['Overdue', 'overdue', 'Overdue by 2 days'],
      ['Due today', 'dueToday', 'Due today'],
      ['Planned today', 'plannedToday', null],
      ['Top priority', 'open', null],
      ['Due tomorrow', 'open', 'Due tomorrow 09:00'],
      ['Planned next week', 'open', null],
      ['Low chore', 'open', null],
    ]);
    expect((await server().agent().gql(QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
