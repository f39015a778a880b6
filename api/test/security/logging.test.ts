import { logger, REDACTED, withLogContext } from '../../src/lib/logger.js';
import { startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD, signedInUser } from '../factories.js';

/** Everything the process writes to stdout/stderr while `fn` runs. */
async function captured(fn: () => Promise<void>) {
  const lines: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const grab = (chunk: unknown) => (lines.push(String(chunk)), true);
  process.stdout.write = grab as typeof process.stdout.write;
  process.stderr.write = grab as typeof process.stderr.write;
  try {
    await fn();
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  return lines.join('');
}

/** The JSON lines in captured output (Node may print its own warnings, e.g. jest's VM modules, into the same stream). */
function jsonLines(text: string) {
  return text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

describe('Secrets never reach the log', () => {
  it('redacts passwords, tokens, cookies, codes and secrets by field name, and credentials inside text', async () => {
    logger.level = 'info';
    const record = {
      password: 'hunter22',
      input: { currentPassword: 'a', newPassword: 'b', token: '123456', apiToken: 'jira-token', twoFactorSecret: 's' },
      headers: { authorization: 'Basic dXNlcjpwYXNz', cookie: 'streamline_sid=abc' },
      error: 'GET https://bob:s3cret@jira.example.com failed; Authorization: Bearer eyJhbGciOi.x.y; Cookie: streamline_sid=tok123',
      code: '654321',
      count: 3,
    };
    const [out] = jsonLines(await captured(async () => logger.info(record, 'with secrets')));
    expect(out.password).toBe(REDACTED);
    expect(out.input).toEqual({ currentPassword: REDACTED, newPassword: REDACTED, token: REDACTED, apiToken: REDACTED, twoFactorSecret: REDACTED });
    expect(out.headers).toEqual({ authorization: REDACTED, cookie: REDACTED });
    expect(out.code).toBe(REDACTED);
    expect(out.count).toBe(3);
    expect(out.error).not.toMatch(/s3cret|eyJhbGciOi|tok123/);
    expect(out.error).toContain('https://bob:[redacted]@jira.example.com');
  });

  it('an error logged while handling a request carries its request id', async () => {
    logger.level = 'error';
    const text = await captured(async () => {
      withLogContext({ requestId: 'req-42' }, () => {
        setTimeout(() => logger.error({ password: 'p' }, 'request failed'), 0);
      });
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(jsonLines(text)).toEqual([expect.objectContaining({ level: 'error', msg: 'request failed', requestId: 'req-42', password: REDACTED })]);
  });
});

describe('Request logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { LOG_LEVEL: 'info' });
  });
  afterAll(() => server?.stop());

  it('one JSON line per request with its id, and no password, token, cookie or query string', async () => {
    let requestId = '';
    let cookie = '';
    let bearer = '';
    const text = await captured(async () => {
      const { agent } = await signedInUser(server);
      cookie = agent.cookie('streamline_sid') ?? '';
      await agent.request('PUT', '/api/settings/password', { currentPassword: PASSWORD, newPassword: 'brand-new-password-1' });
      await agent.request('PUT', '/api/jira', { jiraUrl: 'http://127.0.0.1:9', email: 'a@example.com', apiToken: 'jira-secret-token-xyz', projectKey: 'ABC' });
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      bearer = (await agent.request('POST', '/api/tokens', { name: 'logs', scopes: ['tasks:read'], expiresAt })).body.token;
      const res = await agent.request('GET', '/api/tasks?search=secret-query-text', undefined, { authorization: `Bearer ${bearer}` });
      requestId = res.headers.get('x-request-id') ?? '';
    });
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const line = lines.find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/tasks', status: 200 });
    expect(typeof line.ms).toBe('number');
    for (const secret of [PASSWORD, 'brand-new-password-1', 'jira-secret-token-xyz', bearer, 'secret-query-text', cookie]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
  });
});
