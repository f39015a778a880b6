import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jiraRequest, JIRA_TIMEOUT_MS } from './client.js';
import { guardedLookup } from './urlGuard.js';

describe('jiraRequest', () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    // accepts the connection and never answers
    silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  it(
    'gives up after 10 seconds with a clear message',
    async () => {
      const started = Date.now();
      await expect(
        jiraRequest({ jiraAllowPrivateUrls: true }, { jiraUrl: url, email: 'a@b.c', apiToken: 't' }, 'GET', '/rest/api/3/myself'),
      ).rejects.toMatchObject({ problem: 'timeout', status: 504, message: 'Jira at 127.0.0.1 did not answer within 10 seconds' });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(JIRA_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(JIRA_TIMEOUT_MS + 3000);
    },
    JIRA_TIMEOUT_MS + 10_000,
  );

  it('refuses a loopback target before connecting when private URLs are not allowed', async () => {
    await expect(
      jiraRequest({ jiraAllowPrivateUrls: false }, { jiraUrl: url.replace('http:', 'https:'), email: 'a@b.c', apiToken: 't' }, 'GET', '/x'),
    ).rejects.toMatchObject({ problem: 'private_url' });
  });
});

describe('guardedLookup', () => {
  const lookup = (allow: boolean, host: string, all: boolean) =>
    new Promise<{ err: Error | null; address: unknown }>((resolve) =>
      guardedLookup({ jiraAllowPrivateUrls: allow })(host, { all }, (err, address) => resolve({ err, address })),
    );

  it('hands no private address to the socket, whichever form the socket asks for', async () => {
    for (const all of [true, false]) {
      const res = await lookup(false, 'localhost', all);
      expect(res.err).toMatchObject({ problem: 'private_url' });
    }
    const allowed = await lookup(true, 'localhost', false);
    expect(allowed.err).toBeNull();
    expect(allowed.address).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
