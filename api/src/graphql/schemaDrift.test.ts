import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

// The same printing as api/scripts/print-schema.ts: the committed file is what the web app's Relay compiler reads.
describe('schema.graphql', () => {
  it('matches the Pothos schema (run `npm run schema:print` after a schema change)', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    const printed = printSchema(lexicographicSortSchema(schema)) + '\n';
    expect(committed).toBe(printed);
  });
});
