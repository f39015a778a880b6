// GraphQL over HTTP: a field error is part of a 200 answer that still carries the other fields' data;
// only a request GraphQL cannot run (unparsable, invalid) answers 4xx. REST keeps its statuses.
import { describeEachProvider, type TestServer } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import type { HttpAgent } from '../../test/http.js';

const ACCEPTS = ['application/json', 'application/graphql-response+json'];

async function post(agent: HttpAgent, accept: string, query: string) {
  const res = await agent.request('POST', '/graphql', { query }, { accept });
  return { status: res.status, type: res.headers.get('content-type'), body: res.body };
}

describeEachProvider('GraphQL HTTP statuses', (server: () => TestServer) => {
  it.each(ACCEPTS)('an unauthenticated field beside a public one answers 200 with the data and an UNAUTHENTICATED error (%s)', async (accept) => {
    const anon = server().agent();
    const res = await post(anon, accept, '{ viewer { id } schedule(date: "2026-03-02") { date } }');
    expect(res.status).toBe(200);
    expect(res.type).toContain(accept);
    expect(res.body.data).toEqual({ viewer: null, schedule: null });
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Not authenticated', path: ['schedule'], extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('an admin-only field asked by a user answers 200 (application/json) with a FORBIDDEN error', async () => {
    const user = await signedInUser(server());
    const res = await post(user.agent, 'application/json', '{ users(first: 5) { edges { node { email } } } }');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } })]);
  });

  it('a mutation refused as a whole answers 200 with its code', async () => {
    const res = await server().agent().gql('mutation { clearChat { success } }');
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('a request GraphQL cannot run still answers 400, and REST keeps its 401', async () => {
    const anon = server().agent();
    expect((await anon.request('POST', '/graphql', '{"query": "query {')).status).toBe(400);
    const invalid = await post(anon, 'application/graphql-response+json', '{ noSuchField }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toBeUndefined();
    const rest = await anon.get('/api/tasks');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'Not authenticated' });
  });
});
