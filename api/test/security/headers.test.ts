import { request } from 'node:http';
import { startTestServer, type TestServer } from '../testServer.js';

describe('Security headers and request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());

  it('every answer (web app, REST, GraphQL) carries a strict CSP, nosniff, no framing and a referrer policy', async () => {
    for (const path of ['/', '/tasks', '/api/auth/check', '/api/nope', '/graphql?query=%7B__typename%7D']) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const host = new URL(server.url).host;
      expect(
        csp
          .split(';')
          .map((d) => d.trim())
          .sort(),
      ).toEqual(
        [
          "base-uri 'self'",
          `connect-src 'self' ws://${host} wss://${host}`,
          "default-src 'self'",
          "font-src 'self' data:",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "img-src 'self' data:",
          "manifest-src 'self'",
          "object-src 'none'",
          "script-src 'self'",
          "script-src-attr 'none'",
          "style-src 'self' 'unsafe-inline'",
          "worker-src 'self'",
        ].sort(),
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('HSTS only over https (as told by a trusted proxy)', async () => {
    expect((await fetch(server.url + '/api/auth/check')).headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(server.url + '/api/auth/check', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('a hostile Host header does not reach the CSP', async () => {
    const { port } = new URL(server.url);
    const csp = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/auth/check', headers: { host: "evil.example;script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      });
      req.on('error', reject);
      req.end();
    });
    expect(csp).toMatch(/connect-src 'self' *;/);
    expect(csp).not.toContain('evil');
  });

  it('X-Request-Id: a sane incoming id is echoed, anything else is replaced by a new one', async () => {
    const echoed = await fetch(server.url + '/api/auth/check', { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-1234.abc');
    const fresh = await fetch(server.url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await fetch(server.url + '/api/auth/check', { headers: { 'x-request-id': 'a b"<script>' + 'x'.repeat(200) } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphiQL (development only) gets a CSP that lets its CDN editor load', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { GRAPHIQL: '1' });
  });
  afterAll(() => server?.stop());

  it('relaxes the policy for the GraphiQL page only', async () => {
    const page = await fetch(server.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('unpkg.com');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline' https://unpkg.com");
    const api = await fetch(server.url + '/api/auth/check');
    expect(api.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
