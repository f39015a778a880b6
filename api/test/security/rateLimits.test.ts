import { PROVIDERS, startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD } from '../factories.js';
import { approvedUser, codeFor, freshIp, from, wrongCode } from './helpers.js';

// the production numbers (config.ts defaults), not the test suites' generous ones
const PRODUCTION = { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' };
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

function expectTooMany(res: { status: number; body: any; headers: Headers }, maxSeconds = 15 * 60) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

for (const provider of PROVIDERS) {
  describe(`Abuse limits with the production numbers [${provider}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(provider, PRODUCTION);
    });
    afterAll(() => server?.stop());

    it('login: 10 failures per account (from 10 different addresses) lock it for 15 minutes, even with the right password', async () => {
      const u = await approvedUser(server);
      const agent = server.agent();
      for (let i = 0; i < 10; i++) {
        const res = await agent.request('POST', '/api/auth/login', { username: u.username, password: 'wrong-password' }, from(freshIp()));
        expect(res.status).toBe(401);
      }
      const refused = await agent.request('POST', '/api/auth/login', { username: u.username, password: 'wrong-password' }, from(freshIp()));
      expectTooMany(refused);
      // the right password from yet another address, by e-mail instead of username: still refused, no session
      const right = await agent.request('POST', '/api/auth/login', { username: u.email, password: PASSWORD }, from(freshIp()));
      expectTooMany(right);
      expect(agent.cookie('streamline_sid')).toBeUndefined();
      expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
      // another account is not affected
      const other = await approvedUser(server);
      expect((await agent.request('POST', '/api/auth/login', { username: other.username, password: PASSWORD }, from(freshIp()))).status).toBe(200);
    });

    it('login: 50 failures from one address lock that address for every account', async () => {
      const ip = freshIp();
      const agent = server.agent();
      for (let i = 0; i < 50; i++) {
        const res = await agent.request('POST', '/api/auth/login', { username: `nobody-${i}-${ip}`, password: 'wrong-password' }, from(ip));
        expect(res.status).toBe(401);
      }
      const u = await approvedUser(server);
      expectTooMany(await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(ip)));
      expect((await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()))).status).toBe(200);
    });

    it('login: successful sign-ins do not use up the allowance', async () => {
      const u = await approvedUser(server);
      const ip = freshIp();
      for (let i = 0; i < 15; i++) {
        const res = await server.agent().request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(ip));
        expect(res.status).toBe(200);
      }
    });

    it('registration: 10 per hour per address', async () => {
      const ip = freshIp();
      const agent = server.agent();
      for (let i = 0; i < 10; i++) {
        const name = `reg${i}x${ip.replace(/\./g, '')}`;
        const res = await agent.request('POST', '/api/auth/register', { username: name, email: `${name}@example.com`, password: PASSWORD }, from(ip));
        expect(res.status).toBe(201);
      }
      const res = await agent.request('POST', '/api/auth/register', { username: 'one-more', email: 'one-more@example.com', password: PASSWORD }, from(ip));
      expectTooMany(res, 60 * 60);
      expect(await server.app.deps.db.user.count({ where: { username: 'one-more' } })).toBe(0);
    });

    it('2FA verify: 10 wrong codes per account across new challenges and addresses, then even the right code is refused', async () => {
      const u = await approvedUser(server, { twoFactor: true });
      const bad = await wrongCode(u.secret!);
      let agent = server.agent();
      let wrong = 0;
      while (wrong < 10) {
        // a challenge allows 5 codes; signing in again (right password) starts a new one
        if (wrong % 5 === 0) {
          agent = server.agent();
          const login = await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()));
          expect(login.body.requiresTwoFactor).toBe(true);
        }
        const res = await agent.request('POST', '/api/auth/verify-2fa', { userId: u.id, token: bad }, from(freshIp()));
        expect(res.status).toBe(401);
        wrong += 1;
      }
      agent = server.agent();
      await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()));
      const right = await agent.request('POST', '/api/auth/verify-2fa', { userId: u.id, token: await codeFor(u.secret!, 1) }, from(freshIp()));
      expectTooMany(right);
      expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
    });

    it('2FA disable: 10 wrong codes from a signed-in session, then refused', async () => {
      const u = await approvedUser(server, { twoFactor: true });
      const agent = server.agent();
      await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()));
      expect((await agent.request('POST', '/api/auth/verify-2fa', { userId: u.id, token: await codeFor(u.secret!, 1) }, from(freshIp()))).status).toBe(200);
      const bad = await wrongCode(u.secret!);
      for (let i = 0; i < 10; i++) {
        expect((await agent.request('POST', '/api/auth/disable-2fa', { token: bad }, from(freshIp()))).status).toBe(400);
      }
      expectTooMany(await agent.request('POST', '/api/auth/disable-2fa', { token: bad }, from(freshIp())));
    });

    it('password change: 10 wrong current passwords per account over REST and GraphQL together, aliases counted one by one', async () => {
      const u = await approvedUser(server);
      const agent = server.agent();
      expect((await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()))).status).toBe(200);
      for (let i = 0; i < 6; i++) {
        const res = await agent.request(
          'PUT',
          '/api/settings/password',
          { currentPassword: 'not-my-password', newPassword: 'new-password-123' },
          from(freshIp()),
        );
        expect(res.status).toBe(400);
      }
      const change = (alias: string) => `${alias}: changePassword(input: { currentPassword: "not-my-password", newPassword: "new-password-123" }) { success }`;
      const fourAliases = await agent.request('POST', '/graphql', { query: `mutation { ${['a', 'b', 'c', 'd'].map(change).join(' ')} }` }, from(freshIp()));
      // four attempts are counted up front (execution stops at the first wrong password); a field error: 200
      expect(fourAliases.status).toBe(200);
      expect(fourAliases.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      // 10 attempts made: the 11th, over GraphQL, is refused with 429 and Retry-After
      const gql = await agent.request('POST', '/graphql', { query: `mutation { ${change('x')} }` }, from(freshIp()));
      expect(gql.status).toBe(429);
      expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(gql.body.errors[0].message).toMatch(TOO_MANY);
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      // and over REST, even with the right current password
      const rest = await agent.request('PUT', '/api/settings/password', { currentPassword: PASSWORD, newPassword: 'new-password-123' }, from(freshIp()));
      expectTooMany(rest);
    });
  });
}

describe('Abuse limits: the window ends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ...PRODUCTION, RATE_LIMIT_LOGIN_ACCOUNT: '2/2s' });
  });
  afterAll(() => server?.stop());

  it('a locked account signs in with the right password once the window has passed', async () => {
    const u = await approvedUser(server);
    const agent = server.agent();
    for (let i = 0; i < 2; i++) await agent.request('POST', '/api/auth/login', { username: u.username, password: 'nope-nope' }, from(freshIp()));
    expectTooMany(await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp())), 2);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(freshIp()))).status).toBe(200);
  });
});

describe('Abuse limits are shared by every instance through Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('sqlite', { ...PRODUCTION, REDIS_URL });
    b = await startTestServer('sqlite', { ...PRODUCTION, REDIS_URL });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('failures on two instances add up', async () => {
    // an unknown name is the same "account" on both instances (their databases differ)
    const username = `ghost-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? a : b;
      expect((await server.agent().request('POST', '/api/auth/login', { username, password: 'wrong-password' }, from(freshIp()))).status).toBe(401);
    }
    expectTooMany(await a.agent().request('POST', '/api/auth/login', { username, password: 'wrong-password' }, from(freshIp())));
    expectTooMany(await b.agent().request('POST', '/api/auth/login', { username, password: 'wrong-password' }, from(freshIp())));
  });
});
