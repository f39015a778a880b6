// Prints the Pothos schema to schema.graphql; `--check` fails when the committed file drifts.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/graphql/schema.js';

const file = resolve(import.meta.dirname, '../../schema.graphql');
const printed = printSchema(lexicographicSortSchema(schema)) + '\n';
if (process.argv.includes('--check')) {
  const committed = readFileSync(file, 'utf8');
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, printed);
  console.log(`wrote ${file}`);
}
