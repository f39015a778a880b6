// The session lookup with Kysely (sessionLookup.ts) against Prisma's, and the rules that use it.
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { sha256 } from '../../lib/crypto.js';
import { findSessionWithUser } from './sessionLookup.js';
import { SESSION_COOKIE } from './sessions.js';

describeEachProvider('session lookup', (server) => {
  const prismaSession = (id: string) => server().app.deps.db.session.findUnique({ where: { id }, include: { user: true } });

  it('reads the same session and user as Prisma, byte for byte', async () => {
    const { agent } = await signedInUser(server());
    const id = sha256(decodeURIComponent(agent.cookie(SESSION_COOKIE)!));
    const expected = await prismaSession(id);
    const found = (await findSessionWithUser(server().app.deps.db, id))!.session;
    expect(found).toEqual(expected);
    expect(JSON.stringify(found)).toBe(JSON.stringify(expected));
    expect(found.user!.createdAt).toBeInstanceOf(Date);
    expect(typeof found.user!.twoFactorEnabled).toBe('boolean');
  });

  it("reads the user's memberships with the session, one per project, with its role", async () => {
    const { agent, user } = await signedInUser(server());
    for (const name of ['Home', 'Work']) expect((await agent.post('/api/projects', { name, priority: 5 })).status).toBe(201);
    const id = sha256(decodeURIComponent(agent.cookie(SESSION_COOKIE)!));
    const found = await findSessionWithUser(server().app.deps.db, id);
    const members = await server().app.deps.db.projectMember.findMany({ where: { userId: user.id } });
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(found!.memberships).toEqual(new Map(members.map((m) => [m.projectId, m.role])));
  });

  it('reads a two-factor challenge (no user yet) and an unknown id as Prisma does', async () => {
    const { user } = await signedInUser(server());
    const id = sha256(`challenge-${user.id}`);
    await server().app.deps.db.session.create({ data: { id, pendingUserId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    const found = await findSessionWithUser(server().app.deps.db, id);
    expect(found!.session).toEqual(await prismaSession(id));
    expect(found!.session).toMatchObject({ userId: null, pendingUserId: user.id, user: null });
    expect(found!.memberships.size).toBe(0);
    expect(await findSessionWithUser(server().app.deps.db, sha256('no such cookie'))).toBeNull();
  });

  it('signs out an expired session and deletes it', async () => {
    const { agent } = await signedInUser(server());
    const id = sha256(decodeURIComponent(agent.cookie(SESSION_COOKIE)!));
    await server().app.deps.db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const check = await agent.get('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: false, user: null });
    expect(await prismaSession(id)).toBeNull();
    expect((await agent.get('/api/tasks')).status).toBe(401);
  });

  it('refuses a user who is no longer approved, at once', async () => {
    const { agent, user } = await signedInUser(server());
    expect((await agent.get('/api/tasks')).status).toBe(200);
    await server().app.deps.db.user.update({ where: { id: user.id }, data: { status: 'rejected' } });
    expect((await agent.get('/api/tasks')).status).toBe(401);
    expect((await agent.gql('{ tasks(first: 1) { totalCount } }')).errors?.[0]).toMatchObject({ message: 'Not authenticated' });
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
  });

  it('moves the idle expiry on after an hour, as before', async () => {
    const { agent } = await signedInUser(server());
    const id = sha256(decodeURIComponent(agent.cookie(SESSION_COOKIE)!));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await server().app.deps.db.session.update({ where: { id }, data: { lastSeenAt: old } });
    const res = await agent.get('/api/auth/check');
    expect(res.body.authenticated).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const after = await prismaSession(id);
    expect(after!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});
