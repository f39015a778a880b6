import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PROVIDERS, startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD } from '../factories.js';
import { approvedUser, from } from './helpers.js';

// the production numbers (RATE_LIMIT_TOKEN_IP's default: 50 per 15 minutes), X-Forwarded-For believed
const PRODUCTION = { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' };
const ALLOWED = 50;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REFUSED = 'The API token is invalid, expired or revoked';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

// addresses of this run only (2001:db8::/32 is for documentation): Redis keeps counts between runs
const RUN = randomBytes(4).toString('hex');
let counter = 0;
const runIp = () => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${(++counter).toString(16)}`;

const unknownToken = () => `stl_${randomBytes(32).toString('base64url')}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function tokenCall(server: TestServer, ip: string, token: string) {
  const agent = server.agent();
  return {
    rest: (path = '/api/tasks') => agent.request('GET', path, undefined, { authorization: `Bearer ${token}`, ...from(ip) }),
    graphql: () => agent.request('POST', '/graphql', { query: '{ viewer { id } }' }, { authorization: `Bearer ${token}`, ...from(ip) }),
    mcp: () =>
      agent.request(
        'POST',
        '/mcp',
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream', ...from(ip) },
      ),
  };
}

/** A user signed in from an address of its own, with a valid, a revoked and an expired token. */
async function tokensOf(server: TestServer) {
  const u = await approvedUser(server);
  const agent = server.agent();
  expect((await agent.request('POST', '/api/auth/login', { username: u.username, password: PASSWORD }, from(runIp()))).status).toBe(200);
  const make = async () =>
    (await agent.post('/api/tokens', { name: 'script', scopes: ['tasks:read'], expiresAt: inDays(30) })).body as { id: number; token: string };
  const valid = await make();
  const revoked = await make();
  expect((await agent.delete(`/api/tokens/${revoked.id}`)).status).toBe(200);
  const expired = await make();
  await server.app.deps.db.apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return { valid: valid.token, revoked: revoked.token, expired: expired.token };
}

function expectTooMany(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.body.retryAfter).toBe(retryAfter);
}

for (const provider of PROVIDERS) {
  for (const store of ['memory', 'redis'] as const) {
    describe(`Requests with a bad API token are limited per address [${provider}, ${store}]`, () => {
      let server: TestServer;
      let redis: Redis | undefined;
      beforeAll(async () => {
        server = await startTestServer(provider, { ...PRODUCTION, ...(store === 'redis' ? { REDIS_URL } : {}) });
        if (store === 'redis') redis = new Redis(REDIS_URL);
      });
      afterAll(async () => {
        redis?.disconnect();
        await server?.stop();
      });

      it('answers 401 with the reason for unknown, revoked and expired tokens over REST, GraphQL and MCP, then 429 with Retry-After', async () => {
        const tokens = await tokensOf(server);
        const ip = runIp();
        // a new token text each time: the count is the address's, not the token's
        const bad = [unknownToken, () => tokens.revoked, () => tokens.expired];
        for (let i = 0; i < ALLOWED; i++) {
          const call = tokenCall(server, ip, bad[i % 3]());
          const res = await [call.rest, call.graphql, call.mcp][i % 3]();
          expect(res.status).toBe(401);
          expect(res.body.message).toBe(REFUSED);
          expect(res.headers.get('www-authenticate')).toBe('Bearer');
        }
        expectTooMany(await tokenCall(server, ip, unknownToken()).rest());
        expectTooMany(await tokenCall(server, ip, tokens.revoked).rest('/api/projects'));
        const gql = await tokenCall(server, ip, unknownToken()).graphql();
        expectTooMany(gql);
        expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
        expect((await tokenCall(server, ip, unknownToken()).mcp()).status).toBe(429);

        // another address has its own allowance
        const elsewhere = await tokenCall(server, runIp(), unknownToken()).rest();
        expect(elsewhere.status).toBe(401);
        expect(elsewhere.body.message).toBe(REFUSED);

        if (redis) {
          // counted in Redis, where every instance sees it (not in the in-process fallback)
          const key = `streamline:ratelimit:badTokenIp:${ip}`;
          expect(Number(await redis.get(key))).toBeGreaterThan(ALLOWED);
          expect(await redis.pttl(key)).toBeGreaterThan(0);
        }
      });

      it("serves a valid token from an address whose bad tokens are refused, and never counts a valid token's requests", async () => {
        const tokens = await tokensOf(server);
        const guesser = runIp();
        for (let i = 0; i < ALLOWED; i++) expect((await tokenCall(server, guesser, unknownToken()).rest()).status).toBe(401);
        expectTooMany(await tokenCall(server, guesser, unknownToken()).rest());
        // a script behind the same address (an office, a proxy) keeps working
        const valid = tokenCall(server, guesser, tokens.valid);
        expect((await valid.rest()).status).toBe(200);
        expect((await valid.graphql()).body.data.viewer.id).toEqual(expect.any(String));

        const busy = runIp();
        for (let i = 0; i < ALLOWED + 5; i++) expect((await tokenCall(server, busy, tokens.valid).rest()).status).toBe(200);
        expect((await tokenCall(server, busy, unknownToken()).rest()).status).toBe(401);
      });
    });
  }
}
