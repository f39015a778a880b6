import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, validateSchema, type IntrospectionQuery } from 'graphql';
import { startTestServer, PROVIDERS, type TestServer } from '../../test/testServer.js';

/**
 * What GraphiQL, codegen and IDE plugins see: the live server's introspection must be a valid schema
 * and the very schema that is committed (schema.graphql), field for field.
 */
describe('live introspection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(PROVIDERS[0], { GRAPHQL_INTROSPECTION: '1' });
  });
  afterAll(() => server?.stop());

  it('is a valid schema, equal to schema.graphql', async () => {
    const res = await server.agent().gql<IntrospectionQuery>(getIntrospectionQuery());
    expect(res.errors).toBeUndefined();
    const live = buildClientSchema(res.data);
    expect(validateSchema(live)).toEqual([]);
    const committed = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'));
    expect(printSchema(lexicographicSortSchema(live))).toBe(printSchema(lexicographicSortSchema(committed)));
  });
});
