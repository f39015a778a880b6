import express from 'express';
import { createYoga } from 'graphql-yoga';
import type { AddressInfo } from 'node:net';
import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { HttpAgent } from '../../test/http.js';
import { makeProject, makeTask } from '../modules/tasks/testing.js';
import { schema } from './schema.js';
import { answerPlainQueries } from './plainQueries.js';

const LIST = `query List($first: Int, $completed: Boolean) { tasks(first: $first, completed: $completed) {
  totalCount edges { cursor node { id rowId name description priority priorityBand completed completedAt dueDate createdAt updatedAt projectRowId project { id name createdAt } } }
  pageInfo { hasNextPage endCursor } } }`;

/**
 * Each Accept header the plain path answers, and one that yoga alone answers and reads the same
 * way (a q parameter changes nothing for yoga): both must get the same status, type and body. Yoga's
 * copy of the query ends with a line break, so that yoga parses it itself: what the plain path
 * leaves in yoga's caches cannot shape the reference.
 */
const ACCEPTS: Array<[string | undefined, string]> = [
  ['application/json', 'application/json;q=1'],
  ['application/graphql-response+json, application/json', 'application/graphql-response+json;q=1, application/json'],
  ['application/graphql-response+json', 'application/graphql-response+json;q=1'],
  ['*/*', '*/*;q=1'],
  [undefined, '*/*;q=0.9'],
];

async function post(agent: HttpAgent, body: unknown, accept: string | undefined) {
  const res = await fetch(agent.baseUrl + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}), ...(agent.cookieHeader ? { cookie: agent.cookieHeader } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describeEachProvider('plain GraphQL queries answer as yoga does', (server) => {
  let agent: HttpAgent;
  beforeAll(async () => {
    ({ agent } = await signedInUser(server()));
    const project = await makeProject(agent, { name: 'Plain' });
    for (let i = 0; i < 4; i++) await makeTask(agent, project.id, { name: `Task ${i}`, dueDate: i % 2 ? '2031-05-06T07:08:09.010Z' : null });
  });

  const cases: Array<[string, () => HttpAgent, unknown]> = [
    ['a list with variables', () => agent, { query: LIST, variables: { first: 3 } }],
    [
      'the named operation of several',
      () => agent,
      { query: `query A { __typename } ${LIST}`, operationName: 'List', variables: { first: 10, completed: false } },
    ],
    ['null variables and operation name', () => agent, { query: '{ viewer { username } }', variables: null, operationName: null }],
    ['a query refused to a stranger (an error)', () => new HttpAgent(agent.baseUrl), { query: LIST }],
    ['a syntax error', () => agent, { query: '{ tasks(first: } }' }],
    ['too many tokens', () => agent, { query: `{ viewer { ${'id '.repeat(2500)} } }` }],
    ['an unknown field', () => agent, { query: '{ nothing }' }],
    ['a missing operation name', () => agent, { query: `query A { __typename } ${LIST}` }],
    ['a bad variable', () => agent, { query: LIST, variables: { first: 'many' } }],
    ['an unexpected body key', () => agent, { query: '{ __typename }', extra: 1 }],
    ['a batch', () => agent, [{ query: '{ __typename }' }]],
    ['a body that is not JSON', () => agent, '{"query": '],
    ['a mutation', () => agent, { query: 'mutation { createProject(input: { name: "" }) { project { id } } }' }],
  ];

  it.each(cases)('%s', async (_name, who, body) => {
    const yogasCopy = (b: unknown) =>
      b && typeof b === 'object' && typeof (b as { query?: unknown }).query === 'string' ? { ...b, query: `${(b as { query: string }).query}\n` } : b;
    for (const [plain, yogaOnly] of ACCEPTS) {
      const [a, b] = [await post(who(), body, plain), await post(who(), yogasCopy(body), yogaOnly)];
      expect({ accept: plain, ...a }).toEqual({ accept: plain, ...b });
    }
  });

  it('the list comes with every date as ISO text and the project read with it', async () => {
    const res = await post(agent, { query: LIST, variables: { first: 10 } }, 'application/json');
    const { edges } = JSON.parse(res.body).data.tasks;
    expect(edges).toHaveLength(4);
    for (const { node } of edges) {
      expect(node.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(node.project).toMatchObject({ name: 'Plain', createdAt: expect.stringMatching(/Z$/) });
    }
    expect(edges.map((e: { node: { dueDate: string | null } }) => e.node.dueDate)).toEqual([
      null,
      '2031-05-06T07:08:09.010Z',
      null,
      '2031-05-06T07:08:09.010Z',
    ]);
  });
});

describe('which requests the plain path answers', () => {
  let yogaAnswered = 0;
  let url = '';
  let close: () => void;
  beforeAll(async () => {
    const yoga = createYoga({ schema, logging: false, maskedErrors: false, context: () => ({ viewer: null, sessionId: null }) });
    const app = express();
    app.use('/graphql', express.raw({ type: () => true }));
    app.post('/graphql', answerPlainQueries(yoga as never));
    app.use('/graphql', (req, res, next) => (yogaAnswered++, (yoga as unknown as express.RequestHandler)(req, res, next)));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    close = () => server.close();
  });
  afterAll(() => close());

  const send = (body: unknown, accept = 'application/json', method = 'POST') =>
    fetch(method === 'GET' ? `${url}?query=${encodeURIComponent('{ __typename }')}` : url, {
      method,
      headers: { 'content-type': 'application/json', accept },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });

  it.each<[string, unknown]>([
    ['a clean query', { query: '{ __typename }' }],
    ['a clean named query', { query: 'query Q { __typename }', operationName: 'Q' }],
  ])('answers %s itself', async (_name, body) => {
    yogaAnswered = 0;
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(yogaAnswered).toBe(0);
  });

  it.each<[string, unknown, string, string]>([
    ['a GET', null, 'application/json', 'GET'],
    ['an event stream', { query: '{ __typename }' }, 'text/event-stream', 'POST'],
    ['a mutation', { query: 'mutation { __typename }' }, 'application/json', 'POST'],
    ['a subscription', { query: 'subscription { __typename }' }, 'application/json', 'POST'],
    ['extensions', { query: '{ __typename }', extensions: {} }, 'application/json', 'POST'],
    ['an error', { query: '{ tasks(first: 1) { totalCount } }' }, 'application/json', 'POST'],
  ])('leaves %s to yoga', async (_name, body, accept, method) => {
    yogaAnswered = 0;
    await send(body, accept, method);
    expect(yogaAnswered).toBe(1);
  });
});
