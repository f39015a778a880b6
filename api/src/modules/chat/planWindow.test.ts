import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { localDate } from '../ai/clock.js';

type Session = { startTime: string; endTime: string; isBreak: boolean; taskId: number | null; taskName: string | null };

/** A client offset from UTC at which it is 07:00 now: the whole working day is still ahead. */
function sevenInTheMorning(): number {
  const now = new Date();
  let offset = 7 * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes());
  if (offset < -720) offset += 1440;
  if (offset > 840) offset -= 1440;
  return offset;
}

describeEachProvider('the assistant plans one part of the day', (server) => {
  it('"plan my afternoon" beside a morning plan: the other tasks go to the afternoon, no break is left alone, and the plan says what it holds', async () => {
    const s = await signedInUser(server());
    const project = await s.agent.post('/api/projects', { name: 'Office', priority: 5 });
    for (let i = 1; i <= 10; i += 1) {
      const made = await s.agent.post('/api/tasks', { name: `Task ${i}`, priority: 11 - i, duration: 25, projectId: project.body.id });
      expect(made.status).toBe(201);
    }
    const tzOffsetMinutes = sevenInTheMorning();
    const date = localDate(new Date(), tzOffsetMinutes);
    const morning = await s.agent.post('/api/schedule/generate', {
      date,
      tzOffsetMinutes,
      preferences: { workHours: { start: '09:00', end: '12:00' }, focusTime: 25, breakDuration: 5 },
    });
    expect(morning.status).toBe(200);
    const morningSessions = morning.body.sessions as Session[];
    const morningTasks = new Set(morningSessions.filter((x) => !x.isBreak).map((x) => x.taskId));
    expect(morningTasks.size).toBeGreaterThan(0);
    expect(morningTasks.size).toBeLessThan(10);

    const reply = await s.agent.post('/api/chat', { message: 'plan my afternoon', tzOffsetMinutes });
    expect(reply.status).toBe(200);
    const plan = await s.agent.get(`/api/schedule/${date}`);
    const sessions = plan.body.sessions as Session[];
    const work = sessions.filter((x) => !x.isBreak);
    const afternoon = work.filter((x) => x.startTime >= '12:00');

    // the morning stays as it was; the afternoon plans every other task, each once
    expect(sessions.filter((x) => x.endTime <= '12:00').map(({ startTime, taskId }) => ({ startTime, taskId }))).toEqual(
      morningSessions.map(({ startTime, taskId }) => ({ startTime, taskId })),
    );
    expect(afternoon.length).toBe(10 - morningTasks.size);
    expect(afternoon.every((x) => !morningTasks.has(x.taskId))).toBe(true);
    expect(new Set(work.map((x) => x.taskId)).size).toBe(work.length);
    // a break follows a work session
    for (const pause of sessions.filter((x) => x.isBreak)) expect(work.some((x) => x.endTime === pause.startTime)).toBe(true);
    // the day's summary and the reply agree with the sessions
    expect(plan.body.summary).toContain(`${work.length} focus sessions`);
    expect(plan.body.summary).toContain(`${work[0].startTime}–${work.at(-1)!.endTime}`);
    expect(reply.body.text).toMatch(
      new RegExp(`^Your plan for afternoon: ${afternoon.length} focus sessions? \\(.+?\\) on ${afternoon.length} tasks?, ${afternoon[0].startTime}–`),
    );
  });
});
