import { describeEachProvider } from '../../../test/testServer.js';
import { PASSWORD, uniqueName } from '../../../test/factories.js';

function newAccount(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('reg');
  return { username, email: `${username}@example.com`, password: PASSWORD, ...overrides };
}

describeEachProvider('POST /api/auth/register', (server) => {
  it('makes the first account ever an approved admin, and every later one a pending user', async () => {
    const first = newAccount({ name: 'Ada Lovelace' });
    const res = await server().agent().post('/api/auth/register', first);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: first.username,
      email: first.email,
      name: 'Ada Lovelace',
      role: 'admin',
      status: 'approved',
      twoFactorEnabled: false,
    });
    expect(typeof res.body.id).toBe('number');
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('twoFactorSecret');

    const second = newAccount();
    const later = await server().agent().post('/api/auth/register', second);
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ username: second.username, role: 'user', status: 'pending', name: null });
    expect(later.body.message).toBe('Your account has been created and is pending approval by an administrator.');

    const third = await server().agent().post('/api/auth/register', newAccount());
    expect(third.body).toMatchObject({ role: 'user', status: 'pending' });
  });

  it('stores a password hash, never the password', async () => {
    const account = newAccount();
    await server().agent().post('/api/auth/register', account);
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { username: account.username } });
    expect(row.password).not.toBe(PASSWORD);
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('does not sign the new account in', async () => {
    const agent = server().agent();
    const res = await agent.post('/api/auth/register', newAccount());
    expect(res.status).toBe(201);
    const check = await agent.get('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: false, user: null });
  });

  it.each([
    ['a username under 3 characters', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['a username of only spaces', { username: '     ' }, 'Username must be at least 3 characters'],
    ['a username over 50 characters', { username: 'u'.repeat(51) }, 'Username must be at most 50 characters'],
    ['a missing username', { username: undefined }, 'Username must be at least 3 characters'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 'Please enter a valid email address'],
    ['a password under 8 characters', { password: 'short12' }, 'Password must be at least 8 characters'],
    ['a missing password', { password: undefined }, 'Password must be at least 8 characters'],
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['a numeric username', { username: 12345 }, 'Username must be at least 3 characters'],
    ['a numeric password', { password: 123456789 }, 'Password must be at least 8 characters'],
    ['an object as e-mail', { email: { $ne: null } }, 'Please enter a valid email address'],
    ['a numeric name', { name: 42 }, 'Name must be at least 2 characters'],
  ])('refuses %s with 400 and the spec message', async (_what, change, message) => {
    const before = await server().app.deps.db.user.count();
    const res = await server().agent().post('/api/auth/register', newAccount(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await server().app.deps.db.user.count()).toBe(before);
  });

  it('accepts a username of exactly 3 and of exactly 50 characters, a password of exactly 8', async () => {
    const short = await server()
      .agent()
      .post('/api/auth/register', newAccount({ username: 'abc', password: '12345678' }));
    expect(short.status).toBe(201);
    expect(short.body.username).toBe('abc');
    const long = await server()
      .agent()
      .post('/api/auth/register', newAccount({ username: uniqueName('l').padEnd(50, 'x') }));
    expect(long.status).toBe(201);
    expect(long.body.username).toHaveLength(50);
  });

  it('treats an empty or missing name as no name', async () => {
    const blank = await server()
      .agent()
      .post('/api/auth/register', newAccount({ name: '   ' }));
    expect(blank.status).toBe(201);
    expect(blank.body.name).toBeNull();
    const nulled = await server()
      .agent()
      .post('/api/auth/register', newAccount({ name: null }));
    expect(nulled.status).toBe(201);
    expect(nulled.body.name).toBeNull();
  });

  it('answers 409 naming the username when it is taken', async () => {
    const account = newAccount();
    expect((await server().agent().post('/api/auth/register', account)).status).toBe(201);
    const again = await server()
      .agent()
      .post('/api/auth/register', { ...account, email: `other-${account.email}` });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Username is already taken');
  });

  it('answers 409 naming the e-mail when it is taken, whatever its case', async () => {
    const account = newAccount();
    expect((await server().agent().post('/api/auth/register', account)).status).toBe(201);
    const again = await server()
      .agent()
      .post('/api/auth/register', {
        ...account,
        username: uniqueName('other'),
        email: account.email.toUpperCase(),
      });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email is already registered');
  });

  it('gives exactly one 201 when the same username registers twice at once', async () => {
    const account = newAccount();
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        server()
          .agent()
          .post('/api/auth/register', { ...account, email: `${i}${account.email}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toMatch(/already taken/);
  });

  it('answers malformed JSON and non-object bodies with 400 and a message, never 500', async () => {
    const agent = server().agent();
    const broken = await agent.request('POST', '/api/auth/register', '{"username": "abc",');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Invalid JSON in request body');

    for (const body of ['"just a string"', '42', 'null', '[]']) {
      const res = await agent.request('POST', '/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
    }

    const noBody = await agent.request('POST', '/api/auth/register');
    expect(noBody.status).toBe(400);
    expect(typeof noBody.body.message).toBe('string');
  });
});

describeEachProvider('POST /api/auth/register on an empty database, many at once', (server) => {
  it('makes exactly one of several simultaneous first registrations the admin', async () => {
    const accounts = Array.from({ length: 6 }, () => newAccount());
    const results = await Promise.all(accounts.map((a) => server().agent().post('/api/auth/register', a)));
    expect(results.map((r) => r.status)).toEqual(accounts.map(() => 201));
    const admins = results.filter((r) => r.body.role === 'admin');
    expect(admins).toHaveLength(1);
    expect(admins[0].body.status).toBe('approved');
    const rows = await server().app.deps.db.user.findMany();
    expect(rows.filter((u) => u.role === 'admin')).toHaveLength(1);
    expect(rows.filter((u) => u.status === 'pending')).toHaveLength(5);
  });
});
