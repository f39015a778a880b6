import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { dayIn } from '../../../../shared/tasks/deadline.js';
import { addDays } from './clock.js';

describeEachProvider('recommendations with deadlines', (server) => {
  it("ranks by urgency in the user's time zone and says the deadline in the reasons", async () => {
    const u = await signedInUser(server());
    const db = server().app.deps.db;
    await db.user.update({ where: { id: u.user.id }, data: { timeZone: 'Asia/Tokyo' } });
    const today = dayIn(new Date(), 'Asia/Tokyo');
    const project = await db.project.create({
      data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
    });
    const make = (name: string, priority: number, dueDate?: string, dueTime?: string) =>
      db.task.create({
        data: { name, priority, duration: 30, projectId: project.id, userId: u.user.id, dueDate: dueDate && new Date(`${dueDate}T00:00:00Z`), dueTime },
      });
    await make('No deadline', 6);
    await make('Call client', 5, addDays(today, 1), '15:00');
    await make('File taxes', 5, addDays(today, -2));
    await make('Far away', 5, addDays(today, 30));

    const res = await u.agent.post('/api/ai/recommendations/refresh', {});
    expect(res.status).toBe(200);
    // overdue 50 + 70, due tomorrow 15:00 (15 to 39 hours away) 50 + 16 to 32, no deadline 60, far away 50 + 0; the same size factor for all
    expect(res.body.map((r: any) => r.taskName)).toEqual(['File taxes', 'Call client', 'No deadline', 'Far away']);
    expect(res.body[0].reason).toMatch(/^Overdue by 2 days/);
    expect(res.body[1].reason).toMatch(/^Due tomorrow 15:00/);
    expect(res.body[3].reason).not.toMatch(/due/i);
  });
});
