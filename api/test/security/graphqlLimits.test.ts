import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, parse, validate, type ValidationRule } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { startTestServer, type TestServer } from '../testServer.js';
import { signedInUser } from '../factories.js';
import { loadConfig } from '../../src/config.js';

const post = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null) }));

describe('GraphQL request limits (production settings)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.stop());

  it('refuses a query deeper than 12 levels with 400', async () => {
    const { agent } = await signedInUser(server);
    const nested = (n: number) => `{ ${'tasks(first: 1) { edges { node { project { '.repeat(n)} id ${'} } } }'.repeat(n)} }`;
    const tooDeep = await post(server, { query: nested(4) }, { cookie: agent.cookieHeader });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].message).toMatch(/depth limit of 12 exceeded/i);
    const ok = await post(server, { query: nested(2) }, { cookie: agent.cookieHeader });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
    expect((await post(server, { query: aliases(30) })).status).toBe(200);
    const res = await post(server, { query: aliases(31) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/aliases limit of 30 exceeded/i);
  });

  it('refuses an expensive query (nested pages multiply) and one of too many tokens', async () => {
    const costly = await post(server, { query: '{ tasks(first: 500) { edges { node { project { tasks(first: 500) { edges { node { id name } } } } } } } }' });
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].message).toMatch(/cost limit of 200000 exceeded/i);
    const long = await post(server, { query: `{ viewer { ${'id '.repeat(2500)} } }` });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toMatch(/token limit of 2000 exceeded/i);
  });

  it('no introspection and no field suggestions in production', async () => {
    const schema = await post(server, { query: '{ __schema { types { name } } }' });
    expect(schema.status).toBe(400);
    expect(schema.body.errors[0].message).toMatch(/introspection/i);
    const type = await post(server, { query: '{ __type(name: "User") { fields { name } } }' });
    expect(type.status).toBe(400);
    const typo = await post(server, { query: '{ viewr { id } }' });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).not.toMatch(/did you mean/i);
    // __typename is not introspection: Relay asks for it everywhere
    expect((await post(server, { query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a body over 1 MB with 413 and garbage JSON with 400', async () => {
    const big = await post(server, { query: '{ __typename }', variables: { x: 'x'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    expect((await post(server, '{"query": "{ __typename }"')).status).toBe(400);
    expect((await post(server, '')).status).toBe(400);
    expect((await post(server, '[]')).status).toBeLessThan(500);
  });
});

describe('GraphQL introspection when asked for', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { GRAPHQL_INTROSPECTION: '1' });
  });
  afterAll(() => server?.stop());

  it('GRAPHQL_INTROSPECTION=1 turns it on', async () => {
    const res = await post(server, { query: '{ __schema { queryType { name } } }' });
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('Every operation of the web app fits within the limits', () => {
  it('passes depth, alias, cost and token limits', () => {
    const limits = loadConfig({ NODE_ENV: 'production', DATA_DIR: join(resolve('.'), 'data'), SECRET_KEY: 'x'.repeat(32) }).graphqlLimits;
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const dir = 'web/src/__generated__';
    const texts = readdirSync(dir)
      .map((f) => [f, readFileSync(join(dir, f), 'utf8').match(/"text": ("(?:[^"\\]|\\.)*")/)?.[1]] as const)
      .filter((e): e is readonly [string, string] => !!e[1]);
    expect(texts.length).toBeGreaterThan(20);
    for (const [file, quoted] of texts) {
      const text = JSON.parse(quoted) as string;
      const rules = [
        maxDepthRule({ n: limits.maxDepth, flattenFragments: true }),
        maxAliasesRule({ n: limits.maxAliases }),
        costLimitRule({ maxCost: limits.maxCost, flattenFragments: true }),
      ] as unknown as ValidationRule[];
      const problems = validate(schema, parse(text, { maxTokens: limits.maxTokens }), rules).map((e) => e.message);
      expect({ file, problems }).toEqual({ file, problems: [] });
    }
  });
});
