import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { claimNotifiedEvent } from './repository.js';
import { NOTIFIED_EVENT_TTL_MS, sweepNotifiedEvents } from './notifiedEventSweeper.js';

const DAY = 24 * 60 * 60 * 1000;

describeEachProvider('the NotifiedEvent sweep', (server) => {
  it('forgets rows older than the TTL and keeps newer ones; a forgotten event can be told again', async () => {
    const deps = server().app.deps;
    const { user } = await signedInUser(server());
    const now = Date.now();
    const rows = [
      ['old', now - NOTIFIED_EVENT_TTL_MS - DAY],
      ['just-old', now - NOTIFIED_EVENT_TTL_MS - 1000],
      ['just-new', now - NOTIFIED_EVENT_TTL_MS + 60_000],
      ['new', now - DAY],
    ] as const;
    for (const [key, at] of rows) await deps.db.notifiedEvent.create({ data: { userId: user.id, eventKey: `sweep:${key}`, createdAt: new Date(at) } });
    expect(NOTIFIED_EVENT_TTL_MS).toBe(30 * DAY);

    expect(await sweepNotifiedEvents(deps, now)).toBeGreaterThanOrEqual(2);
    const left = await deps.db.notifiedEvent.findMany({ where: { userId: user.id }, select: { eventKey: true }, orderBy: { eventKey: 'asc' } });
    expect(left.map((r) => r.eventKey)).toEqual(['sweep:just-new', 'sweep:new']);
    // the unique (userId, eventKey) still guards what is kept, and no longer what was forgotten
    expect(await claimNotifiedEvent(deps.db, user.id, 'sweep:new')).toBe(false);
    expect(await claimNotifiedEvent(deps.db, user.id, 'sweep:old')).toBe(true);
    // a second sweep at the same moment finds nothing of this user's
    await sweepNotifiedEvents(deps, now);
    expect(await deps.db.notifiedEvent.count({ where: { userId: user.id } })).toBe(3);
  });
});
