import { serverAudits } from 'graphql-http';
import { startTestServer, PROVIDERS, type TestServer } from '../../test/testServer.js';

/**
 * The GraphQL-over-HTTP specification's own audits (graphql-http): every MUST, SHOULD and MAY the
 * server is checked against. The audits ask for a type by introspection, so it is turned on here.
 */
describe('GraphQL over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(PROVIDERS[0], { GRAPHQL_INTROSPECTION: '1' });
  });
  afterAll(() => server?.stop());

  it('passes every audit of the specification', async () => {
    const failed: string[] = [];
    for (const audit of serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch })) {
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  });
});
