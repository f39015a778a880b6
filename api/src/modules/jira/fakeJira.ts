import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test stand-in for Jira Cloud: the REST v3 endpoints Streamline calls, with basic auth. */
export type FakeIssue = {
  key: string;
  summary: string;
  description?: unknown;
  priority?: string | null;
  estimateSeconds?: number | null;
  done?: boolean;
};

export type FakeJira = {
  url: string;
  issues: FakeIssue[];
  /** every request, for assertions */
  calls: Array<{ method: string; path: string; body: unknown; authorized: boolean }>;
  worklogs: Array<{ key: string; timeSpentSeconds: number }>;
  transitions: Array<{ key: string; id: string }>;
  pageSize: number;
  close(): Promise<void>;
};

const TRANSITIONS = [
  { id: '11', name: 'To Do', to: { name: 'To Do', statusCategory: { key: 'new' } } },
  { id: '21', name: 'Start', to: { name: 'In Progress', statusCategory: { key: 'indeterminate' } } },
  { id: '31', name: 'Finish', to: { name: 'Done', statusCategory: { key: 'done' } } },
];

export async function startFakeJira(opts: { email: string; token: string; displayName: string; projects: Record<string, string> }): Promise<FakeJira> {
  const state: Omit<FakeJira, 'url' | 'close'> = { issues: [], calls: [], worklogs: [], transitions: [], pageSize: 2 };
  const expected = `Basic ${Buffer.from(`${opts.email}:${opts.token}`).toString('base64')}`;

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const authorized = req.headers.authorization === expected;
    state.calls.push({ method: req.method ?? '', path, body, authorized });
    const json = (status: number, value?: unknown) => {
      res.writeHead(status, value === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' });
      res.end(value === undefined ? undefined : JSON.stringify(value));
    };
    if (!path.startsWith('/rest/api/3/')) return json(404, { errorMessages: ['Not found'] });
    if (!authorized) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="jira"' });
      return res.end(JSON.stringify({ errorMessages: ['Client must be authenticated to access this resource.'] }));
    }
    let m: RegExpMatchArray | null;
    if (req.method === 'GET' && path === '/rest/api/3/myself') {
      return json(200, { accountId: '5b10a2844c20165700ede21g', displayName: opts.displayName, emailAddress: opts.email, active: true });
    }
    if (req.method === 'GET' && (m = path.match(/^\/rest\/api\/3\/project\/([^/]+)$/))) {
      const key = decodeURIComponent(m[1]);
      if (!opts.projects[key]) return json(404, { errorMessages: [`No project could be found with key '${key}'.`], errors: {} });
      return json(200, { id: '10000', key, name: opts.projects[key] });
    }
    if (req.method === 'POST' && path === '/rest/api/3/search/jql') {
      const jql = String(body?.jql ?? '');
      const pm = jql.match(/^project = "?([A-Z][A-Z0-9_]*)"? AND statusCategory != Done/);
      if (!pm || !opts.projects[pm[1]]) return json(400, { errorMessages: [`Error in the JQL Query: ${jql}`] });
      const open = state.issues.filter((i) => i.key.startsWith(`${pm[1]}-`) && !i.done);
      const start = body?.nextPageToken ? Number(Buffer.from(body.nextPageToken, 'base64url').toString()) : 0;
      const size = Math.min(Number(body?.maxResults ?? 50), state.pageSize);
      const page = open.slice(start, start + size);
      const more = start + size < open.length;
      return json(200, {
        issues: page.map((i, n) => ({
          id: String(10000 + start + n),
          key: i.key,
          fields: {
            summary: i.summary,
            description: i.description ?? null,
            priority: i.priority === null ? null : { name: i.priority ?? 'Medium' },
            timetracking: i.estimateSeconds ? { originalEstimate: `${i.estimateSeconds / 60}m`, originalEstimateSeconds: i.estimateSeconds } : {},
          },
        })),
        ...(more ? { nextPageToken: Buffer.from(String(start + size)).toString('base64url') } : {}),
        isLast: !more,
      });
    }
    if ((m = path.match(/^\/rest\/api\/3\/issue\/([^/]+)\/(transitions|worklog)$/))) {
      const key = decodeURIComponent(m[1]);
      const issue = state.issues.find((i) => i.key === key);
      if (!issue) return json(404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'] });
      if (m[2] === 'transitions' && req.method === 'GET') return json(200, { expand: 'transitions', transitions: TRANSITIONS });
      if (m[2] === 'transitions' && req.method === 'POST') {
        const t = TRANSITIONS.find((x) => x.id === body?.transition?.id);
        if (!t) return json(400, { errorMessages: ['Transition id is not valid'] });
        state.transitions.push({ key, id: t.id });
        issue.done = t.to.statusCategory.key === 'done';
        return json(204);
      }
      if (m[2] === 'worklog' && req.method === 'POST') {
        const seconds = body?.timeSpentSeconds;
        if (!Number.isInteger(seconds) || seconds < 60) return json(400, { errorMessages: [], errors: { timeLogged: 'Time Spent must be at least 1m' } });
        state.worklogs.push({ key, timeSpentSeconds: seconds });
        return json(201, { id: String(state.worklogs.length + 100), timeSpentSeconds: seconds });
      }
    }
    return json(404, { errorMessages: ['Not found'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeJira;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A small Atlassian Document Format description. */
export function adf(...paragraphs: string[]) {
  return { type: 'doc', version: 1, content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) };
}
