import { describeEachProvider, startTestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from '../tasks/testing.js';

/** The value of one series in Prometheus text (0 when absent). */
function valueOf(text: string, name: string, labels: Record<string, string>) {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describeEachProvider('GET /metrics', (server) => {
  const scrape = async () => {
    const res = await fetch(`${server().url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('counts requests by method, route pattern and status, with their latency, and shows process metrics', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = (await agent.post('/api/tasks', { name: 'Measure', priority: 5, duration: 10, projectId: project.id })).body;
    const route = { method: 'GET', route: '/api/tasks/:id', status: '200' };
    const before = valueOf(await scrape(), 'streamline_http_requests_total', route);
    for (let i = 0; i < 3; i++) expect((await agent.get(`/api/tasks/${task.id}`)).status).toBe(200);
    await agent.get('/api/tasks/999999999');
    const text = await scrape();
    expect(valueOf(text, 'streamline_http_requests_total', route)).toBe(before + 3);
    expect(valueOf(text, 'streamline_http_requests_total', { ...route, status: '404' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'streamline_http_request_duration_seconds_count', route)).toBe(before + 3);
    expect(text).not.toContain(`/api/tasks/${task.id}"`); // never the raw URL
    expect(valueOf(text, 'streamline_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(0);
    await agent.gql('{ viewer { id } }');
    expect(valueOf(await scrape(), 'streamline_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows pending reminders, webhook deliveries and sync batch failures', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent);
    const before = await scrape();
    const scheduled = valueOf(before, 'streamline_reminders_pending', { state: 'scheduled' });
    const due = valueOf(before, 'streamline_reminders_pending', { state: 'due' });
    await agent.post('/api/tasks', {
      name: 'Later',
      priority: 5,
      duration: 10,
      projectId: project.id,
      dueDate: '2030-01-15T00:00:00.000Z',
      reminders: [{ offsetMinutes: 10 }],
    });
    const webhook = await server().app.deps.db.webhook.create({
      data: { userId: user.id, url: 'https://example.com/hook', secret: 'x', events: 'task.created', enabled: false },
    });
    await server().app.deps.db.webhookDelivery.createMany({
      data: [
        { webhookId: webhook.id, event: 'task.created', body: '{}', status: 'delivered' },
        { webhookId: webhook.id, event: 'task.created', body: '{}', status: 'failed' },
        { webhookId: webhook.id, event: 'task.created', body: '{}', status: 'pending', nextAttemptAt: new Date(Date.now() + 3_600_000) },
      ],
    });
    const failed = valueOf(before, 'streamline_sync_batch_failures_total', { status: '404' });
    const batch = await agent.post('/api/sync/batch', {
      actions: [{ method: 'PATCH', url: '/api/tasks/999999999', idempotencyKey: `m-${Date.now()}`, body: '{"name":"x"}' }],
    });
    expect(batch.body.results[0].status).toBe(404);

    const text = await scrape();
    expect(valueOf(text, 'streamline_reminders_pending', { state: 'scheduled' })).toBe(scheduled + 1);
    expect(valueOf(text, 'streamline_reminders_pending', { state: 'due' })).toBe(due);
    for (const status of ['sent', 'failed', 'pending']) {
      expect(valueOf(text, 'streamline_webhook_deliveries', { status })).toBeGreaterThanOrEqual(
        valueOf(before, 'streamline_webhook_deliveries', { status }) + 1,
      );
    }
    expect(valueOf(text, 'streamline_sync_batch_failures_total', { status: '404' })).toBe(failed + 1);
  });

  it('without METRICS_TOKEN, a request that came through a proxy or carries no loopback address is refused', async () => {
    const proxied = await fetch(`${server().url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain('streamline_');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server?.stop());

  it('answers 401 without the bearer token or with a wrong one (even from loopback), and the metrics with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(await res.text()).not.toContain('streamline_');
    }
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('streamline_http_requests_total');
  });
});

describe('GET /metrics: wrong tokens are limited per address', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { METRICS_TOKEN: TOKEN, RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1', RATE_LIMIT_TOKEN_IP: '3/15m' });
  });
  afterAll(() => server?.stop());

  const scrape = (authorization: string, ip: string) => fetch(`${server.url}/metrics`, { headers: { authorization, 'x-forwarded-for': ip } });

  it('answers 401 to three wrong tokens from one address, then 429 with Retry-After; the right token and other addresses are not held up', async () => {
    for (let i = 0; i < 3; i++) expect((await scrape(`Bearer guess-${i}-0123456789abcdef`, '203.0.113.20')).status).toBe(401);
    const refused = await scrape('Bearer guess-3-0123456789abcdef', '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await scrape(`Bearer ${TOKEN}`, '203.0.113.20')).status).toBe(200);
    expect((await scrape('Bearer guess-4-0123456789abcdef', '203.0.113.21')).status).toBe(401);
  });
});
