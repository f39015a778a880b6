import WebSocket from 'ws';
import { describeEachProvider, startTestServer, type TestServer } from '../testServer.js';
import { signedInUser } from '../factories.js';

const EVIL = 'https://evil.example';

/** Opens the graphql-ws socket with these headers; resolves with the upgrade's outcome. */
function openSocket(url: string, headers: Record<string, string>): Promise<{ opened: boolean; status?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers });
    ws.on('open', () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.on('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode }));
    ws.on('error', () => resolve({ opened: false }));
  });
}

describeEachProvider('Cross-site requests', (server) => {
  it('a cross-site HTML form post (urlencoded or text/plain) with the session cookie is refused with 403', async () => {
    const { agent } = await signedInUser(server());
    const before = await server().app.deps.db.project.count();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'name=pwned&description=csrf'],
      ['text/plain', '{"name":"pwned"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\npwned\r\n--x--'],
    ]) {
      const res = await agent.request('POST', '/api/projects', body, { 'content-type': type, origin: EVIL });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
    }
    // the import route reads any content type itself: still refused
    const imp = await agent.request('POST', '/api/settings/import', '{}', { 'content-type': 'text/plain', origin: EVIL });
    expect(imp.status).toBe(403);
    // so do the task importers (a CSV is a form's text/plain)
    const csv = await agent.request('POST', '/api/import/csv', 'name\npwned\n', { 'content-type': 'text/plain', origin: EVIL });
    expect(csv.status).toBe(403);
    expect(await server().app.deps.db.project.count()).toBe(before);
    expect(await server().app.deps.db.task.count({ where: { name: 'pwned' } })).toBe(0);
  });

  it('a cross-site fetch to REST (any method) and to GraphQL is refused; a Referer of another site too', async () => {
    const { agent } = await signedInUser(server());
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await agent.request(method, '/api/projects/1', { name: 'x' }, { origin: EVIL })).status).toBe(403);
    }
    expect((await agent.request('PUT', '/api/settings/password', { currentPassword: 'a', newPassword: 'bbbbbbbbb' }, { origin: 'null' })).status).toBe(403);
    expect((await agent.request('POST', '/api/projects', { name: 'x' }, { referer: `${EVIL}/page` })).status).toBe(403);
    expect((await agent.request('POST', '/api/projects', { name: 'x' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const gql = await agent.request('POST', '/graphql', { query: 'mutation { clearChat { success } }' }, { origin: EVIL });
    expect(gql.status).toBe(403);
    // login CSRF: signing a victim's browser into the attacker's account
    expect((await server().agent().request('POST', '/api/auth/login', { username: 'x', password: 'y' }, { origin: EVIL })).status).toBe(403);
  });

  it('GraphQL grants no CORS: a preflight from another site gets no Access-Control-Allow-Origin', async () => {
    const res = await fetch(`${server().url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const { agent } = await signedInUser(server());
    const get = await agent.request('GET', '/graphql?query=%7Bviewer%7Bid%7D%7D', undefined, { origin: EVIL });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a GraphQL POST that is not JSON (what a form can send) is refused with 415, even from our own origin', async () => {
    const { agent } = await signedInUser(server());
    const origin = server().url;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await agent.request('POST', '/graphql', '{"query":"mutation { clearChat { success } }"}', { 'content-type': type, origin });
      expect(res.status).toBe(415);
    }
  });

  it('same-origin writes and PUBLIC_URL-less scripts (no Origin) pass', async () => {
    const { agent } = await signedInUser(server());
    expect((await agent.request('POST', '/api/projects', { name: 'Mine', priority: 5 }, { origin: server().url })).status).toBe(201);
    expect((await agent.request('POST', '/api/projects', { name: 'Mine too', priority: 5 }, { referer: `${server().url}/projects` })).status).toBe(201);
    expect((await agent.post('/api/projects', { name: 'From a script', priority: 5 })).status).toBe(201);
    const gql = await agent.request('POST', '/graphql', { query: '{ viewer { id } }' }, { origin: server().url });
    expect(gql.status).toBe(200);
  });

  it('a WebSocket opened by another site is refused at the upgrade; our own pages and scripts connect', async () => {
    const { agent } = await signedInUser(server());
    const cookie = agent.cookieHeader;
    expect(await openSocket(server().url, { cookie, origin: EVIL })).toEqual({ opened: false, status: 403 });
    expect(await openSocket(server().url, { cookie, origin: 'null' })).toEqual({ opened: false, status: 403 });
    expect((await openSocket(server().url, { cookie, origin: server().url })).opened).toBe(true);
    expect((await openSocket(server().url, { cookie })).opened).toBe(true);
  });
});

describe('Cross-site requests behind PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { PUBLIC_URL: 'https://tasks.example.com' });
  });
  afterAll(() => server?.stop());

  it('the public address is our own origin', async () => {
    const { agent } = await signedInUser(server);
    expect((await agent.request('POST', '/api/projects', { name: 'Via proxy', priority: 5 }, { origin: 'https://tasks.example.com' })).status).toBe(201);
    expect((await agent.request('POST', '/api/projects', { name: 'Sibling' }, { origin: 'https://other.example.com' })).status).toBe(403);
    expect((await openSocket(server.url, { cookie: agent.cookieHeader, origin: 'https://tasks.example.com' })).opened).toBe(true);
  });
});
