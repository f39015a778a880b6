import { parentPort, workerData } from 'node:worker_threads';
import { parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Config } from '../config.js';
import { createDb, createReadOnlySqliteDb, sqliteFile } from '../db/client.js';
import { openReadOnlySqliteDriver, openSqlDriver } from '../db/sqlDriver.js';
import { createPgPool } from '../db/pgAdapter.js';
import { createCipher } from '../lib/crypto.js';
import { logger } from '../lib/logger.js';
import { schema } from './schema.js';
import { schemaForJit } from './jitSchema.js';
import { JIT_COMPILE_OPTIONS } from './jitLeaves.js';
import type { Context, Deps } from './context.js';
import type { PubSub } from './pubsub.js';
import type { GraphqlRequest, QueryReply, QueryRequest, ReadRequest } from './queryThread.js';
import { THREAD_READS, type ThreadRead } from './threadReads.js';

/**
 * The query thread's side (queryThread.ts): the app's schema, compiled queries, REST reads and domain
 * services over read-only connections (SQLite: opened read-only; PostgreSQL: a pool whose transactions
 * are read-only). A request answers with its JSON text, or with null when the main thread must answer
 * it: it could not be compiled, it ended in an error (a REST read's bad input too), or it tried to
 * write or publish (refused here, so nothing was changed).
 */
const config = (workerData as { config: Config }).config;
logger.level = config.logLevel;

async function readOnlySqlite() {
  return { db: await createReadOnlySqliteDb(config.databaseUrl), sql: await openReadOnlySqliteDriver(sqliteFile(config.databaseUrl)) };
}

async function readOnlyPostgres() {
  const pool = createPgPool(config.databaseUrl, config.dbStatementTimeoutMs, { readOnly: true });
  const db = await createDb(config, pool);
  return { db, sql: await openSqlDriver(config, db, pool) };
}

const refused = () => {
  throw new Error('the query thread does not publish or subscribe');
};
const { db, sql } = config.provider === 'postgres' ? await readOnlyPostgres() : await readOnlySqlite();
const deps: Deps = { config, db, sql, cipher: createCipher(config.secretKey), pubsub: new Proxy({}, { get: () => refused }) as PubSub };

const jitSchema = schemaForJit(schema);
/** compiled queries by operation name and text: the web app sends a small, fixed set */
const compiled = new Map<string, CompiledQuery | null>();
const MAX_COMPILED = 500;

function compiledFor(query: string, operationName: string | null | undefined): CompiledQuery | null {
  const key = `${operationName ?? ''}\n${query}`;
  let found = compiled.get(key);
  if (found === undefined) {
    const result = jitSchema ? compileQuery(jitSchema, parse(query), operationName ?? undefined, JIT_COMPILE_OPTIONS) : null;
    found = result && isCompiledQuery(result) ? result : null;
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, found);
  }
  return found;
}

async function answer(request: QueryRequest): Promise<string | null> {
  return 'read' in request ? answerRead(request) : answerQuery(request);
}

async function answerRead({ read, viewer, args }: ReadRequest): Promise<string | null> {
  const run = Object.hasOwn(THREAD_READS, read) ? (THREAD_READS as Record<string, ThreadRead>)[read] : undefined;
  return run ? JSON.stringify(await run(deps, viewer, args)) : null;
}

async function answerQuery(request: GraphqlRequest): Promise<string | null> {
  const query = compiledFor(request.query, request.operationName);
  if (!query) return null;
  const context: Context = { ...deps, viewer: request.viewer, sessionId: request.sessionId };
  const result = (await query.query(undefined, context, request.variables ?? {})) as ExecutionResult;
  return result.errors?.length ? null : query.stringify(result);
}

parentPort!.on('message', (request: QueryRequest) => {
  answer(request).then(
    (json) => parentPort!.postMessage({ id: request.id, json } satisfies QueryReply),
    () => parentPort!.postMessage({ id: request.id, json: null } satisfies QueryReply),
  );
});
parentPort!.postMessage({ ready: true } satisfies QueryReply);
