import { createHash } from 'node:crypto';
import { describeEachProvider, PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { HttpAgent } from '../../../test/http.js';
import { PASSWORD, signedInUser, uniqueName } from '../../../test/factories.js';

const COOKIE = 'streamline_sid';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** The Set-Cookie line of the session cookie, if the answer set one. */
function sessionSetCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
}

/** Registers an account (first one becomes the admin) and sets its status straight in the database. */
async function account(server: TestServer, status: 'approved' | 'pending' | 'rejected') {
  if ((await server.app.deps.db.user.count()) === 0) {
    const admin = uniqueName('admin');
    await server.agent().post('/api/auth/register', { username: admin, email: `${admin}@example.com`, password: PASSWORD });
  }
  const username = uniqueName(status);
  const res = await server.agent().post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
  expect(res.status).toBe(201);
  await server.app.deps.db.user.update({ where: { username }, data: { status } });
  return { username, email: `${username}@example.com`, id: res.body.id as number };
}

/** An agent carrying a given cookie value, as another browser replaying it would. */
function agentWithCookie(server: TestServer, token: string) {
  const agent = new HttpAgent(server.url);
  return { get: (path: string) => agent.request('GET', path, undefined, { cookie: `${COOKIE}=${token}` }) };
}

describeEachProvider('POST /api/auth/login', (server) => {
  it('signs an approved user in with the user fields and a session cookie', async () => {
    const { username, email, id } = await account(server(), 'approved');
    const agent = server().agent();
    const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id, username, email, name: null, twoFactorEnabled: false, role: 'user', status: 'approved' }));
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('twoFactorSecret');

    const check = await agent.get('/api/auth/check');
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(check.body).toMatchObject({ authenticated: true, requiresTwoFactor: false, user: { id, username, email, role: 'user' } });
  });

  it('sets an httpOnly, SameSite=Lax cookie on path / that lives 30 days, not Secure over plain http', async () => {
    const { username } = await account(server(), 'approved');
    const res = await server().agent().post('/api/auth/login', { username, password: PASSWORD });
    const line = sessionSetCookie(res.headers)!;
    expect(line).toBeDefined();
    const attrs = line.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).toContain(`max-age=${THIRTY_DAYS_S}`);
    expect(attrs).not.toContain('secure');
  });

  it('keeps the session in the database (by hash of the cookie), tied to the user, expiring in 30 days', async () => {
    const { username, id } = await account(server(), 'approved');
    const agent = server().agent();
    await agent.post('/api/auth/login', { username, password: PASSWORD });
    const token = decodeURIComponent(agent.cookie(COOKIE)!);
    const row = await server().app.deps.db.session.findUnique({ where: { id: sha256(token) } });
    expect(row).not.toBeNull();
    expect(row!.userId).toBe(id);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    // the cookie value itself is not stored
    expect(await server().app.deps.db.session.findUnique({ where: { id: token } })).toBeNull();
  });

  it('refuses a pending account with 403 and the pending message, and sets no session', async () => {
    const { username } = await account(server(), 'pending');
    const agent = server().agent();
    const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is pending approval by an administrator');
    expect(agent.cookie(COOKIE)).toBeUndefined();
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses a rejected account with 403 and the rejected message', async () => {
    const { username } = await account(server(), 'rejected');
    const agent = server().agent();
    const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been rejected');
    expect(agent.cookie(COOKIE)).toBeUndefined();
  });

  it('answers 401 "Invalid credentials" alike for a wrong password and an unknown user', async () => {
    const { username } = await account(server(), 'approved');
    const wrong = await server().agent().post('/api/auth/login', { username, password: 'not-the-password' });
    const unknown = await server()
      .agent()
      .post('/api/auth/login', { username: uniqueName('ghost'), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionSetCookie(wrong.headers)).toBeUndefined();
  });

  it('does not reveal the status of a pending or rejected account to a wrong password', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const { username } = await account(server(), status);
      const res = await server().agent().post('/api/auth/login', { username, password: 'not-the-password' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid credentials');
    }
  });

  it('gives a new session id at every login and ends the previous one', async () => {
    const { username } = await account(server(), 'approved');
    const agent = server().agent();
    await agent.post('/api/auth/login', { username, password: PASSWORD });
    const first = agent.cookie(COOKIE)!;
    await agent.post('/api/auth/login', { username, password: PASSWORD });
    const second = agent.cookie(COOKIE)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await agentWithCookie(server(), decodeURIComponent(first)).get('/api/auth/check')).body.authenticated).toBe(false);
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(true);
    expect(await server().app.deps.db.session.findUnique({ where: { id: sha256(decodeURIComponent(first)) } })).toBeNull();
  });

  it('ignores a cookie value planted before login (no session fixation)', async () => {
    const { username } = await account(server(), 'approved');
    const planted = 'attacker-chosen-value';
    const agent = server().agent();
    const res = await agent.request('POST', '/api/auth/login', { username, password: PASSWORD }, { cookie: `${COOKIE}=${planted}` });
    expect(res.status).toBe(200);
    expect(agent.cookie(COOKIE)).not.toBe(planted);
    expect((await agentWithCookie(server(), planted).get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it.each([
    ['no username', { password: PASSWORD }, 'Username must be at least 3 characters'],
    ['no password', { username: 'someone' }, 'Password must be at least 6 characters'],
    ['a numeric username', { username: 123456, password: PASSWORD }, 'Username must be at least 3 characters'],
    ['an object as password', { username: 'someone', password: { $gt: '' } }, 'Password must be at least 6 characters'],
    ['an array as username', { username: ['a', 'b'], password: PASSWORD }, 'Username must be at least 3 characters'],
  ])('answers %s with 400 and a clear message', async (_what, body, message) => {
    const res = await server().agent().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers malformed JSON or no body with 400, never 500', async () => {
    const agent = server().agent();
    const broken = await agent.request('POST', '/api/auth/login', '{username:');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Invalid JSON in request body');
    const empty = await agent.request('POST', '/api/auth/login');
    expect(empty.status).toBe(400);
    expect(typeof empty.body.message).toBe('string');
    const text = await agent.request('POST', '/api/auth/login', 'username=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(text.status).toBe(400);
    expect(typeof text.body.message).toBe('string');
  });
});

describeEachProvider('POST /api/auth/logout and session lifetime', (server) => {
  it('destroys the session at logout and clears the cookie', async () => {
    const { agent } = await signedInUser(server());
    const token = decodeURIComponent(agent.cookie(COOKIE)!);
    const res = await agent.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const cleared = sessionSetCookie(res.headers)!;
    expect(cleared).toMatch(/expires=thu, 01 jan 1970/i);
    expect(agent.cookie(COOKIE)).toBeUndefined();
    expect(await server().app.deps.db.session.findUnique({ where: { id: sha256(token) } })).toBeNull();
    // the old cookie, replayed, is worth nothing
    expect((await agentWithCookie(server(), token).get('/api/auth/check')).body).toMatchObject({ authenticated: false, user: null });
    expect((await agentWithCookie(server(), token).get('/api/users')).status).toBe(401);
  });

  it('answers logout without a session with success too', async () => {
    const res = await server().agent().post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });

  it('logs out only the browser that asks: the same user elsewhere stays signed in', async () => {
    const { agent, username } = await signedInUser(server());
    const other = server().agent();
    expect((await other.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    await agent.post('/api/auth/logout');
    expect((await other.get('/api/auth/check')).body.authenticated).toBe(true);
  });

  it('ends a session idle for more than 30 days, deletes it and clears the cookie', async () => {
    const { agent } = await signedInUser(server());
    const id = sha256(decodeURIComponent(agent.cookie(COOKIE)!));
    const lastSeen = new Date(Date.now() - 31 * DAY_MS);
    await server().app.deps.db.session.update({
      where: { id },
      data: { lastSeenAt: lastSeen, expiresAt: new Date(lastSeen.getTime() + 30 * DAY_MS) },
    });
    const check = await agent.get('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: false, user: null });
    expect(await server().app.deps.db.session.findUnique({ where: { id } })).toBeNull();
    expect(agent.cookie(COOKIE)).toBeUndefined();
  });

  it('keeps a session used within 30 days and pushes its expiry 30 days past the latest use', async () => {
    const { agent } = await signedInUser(server());
    const token = agent.cookie(COOKIE)!;
    const id = sha256(decodeURIComponent(token));
    const lastSeen = new Date(Date.now() - 29 * DAY_MS);
    await server().app.deps.db.session.update({
      where: { id },
      data: { lastSeenAt: lastSeen, expiresAt: new Date(lastSeen.getTime() + 30 * DAY_MS) },
    });
    const check = await agent.get('/api/auth/check');
    expect(check.body.authenticated).toBe(true);
    const row = await server().app.deps.db.session.findUniqueOrThrow({ where: { id } });
    expect(Math.abs(row.expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
    // the browser's cookie is renewed for another 30 days, with the same value
    const line = sessionSetCookie(check.headers)!;
    expect(line).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    expect(agent.cookie(COOKIE)).toBe(token);
  });
});

// TRUST_PROXY: the cookie is Secure exactly when the request reached the proxy over https.
for (const provider of PROVIDERS) {
  describe(`Secure session cookie behind a proxy [${provider}]`, () => {
    let proxied: TestServer;
    let direct: TestServer;
    beforeAll(async () => {
      [proxied, direct] = await Promise.all([startTestServer(provider, { TRUST_PROXY: '1' }), startTestServer(provider)]);
    });
    afterAll(async () => {
      await Promise.all([proxied?.stop(), direct?.stop()]);
    });

    async function loginCookie(server: TestServer, headers: Record<string, string>) {
      const { username } = await account(server, 'approved');
      const res = await server.agent().request('POST', '/api/auth/login', { username, password: PASSWORD }, headers);
      expect(res.status).toBe(200);
      return sessionSetCookie(res.headers)!
        .split(';')
        .map((a) => a.trim().toLowerCase());
    }

    it('is Secure when TRUST_PROXY is set and X-Forwarded-Proto is https', async () => {
      expect(await loginCookie(proxied, { 'x-forwarded-proto': 'https' })).toContain('secure');
    });

    it('is not Secure when the proxy says http', async () => {
      expect(await loginCookie(proxied, { 'x-forwarded-proto': 'http' })).not.toContain('secure');
    });

    it('ignores X-Forwarded-Proto when TRUST_PROXY is not set', async () => {
      expect(await loginCookie(direct, { 'x-forwarded-proto': 'https' })).not.toContain('secure');
    });

    it('keeps Secure on the cookie that logout clears', async () => {
      const { username } = await account(proxied, 'approved');
      const agent = proxied.agent();
      await agent.request('POST', '/api/auth/login', { username, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
      const res = await agent.request('POST', '/api/auth/logout', {}, { 'x-forwarded-proto': 'https' });
      expect(sessionSetCookie(res.headers)!.toLowerCase()).toContain('secure');
    });
  });
}
