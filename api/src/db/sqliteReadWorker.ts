import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { InFlight } from '../lib/inFlight.js';
import type { Row } from './sqlDriver.js';

/** The pragmas of the app's read-only connections (sqlDriver.ts): wait for a writer, a 64 MB page cache, reads through a 256 MB mmap. */
export const READER_PRAGMAS = ['busy_timeout = 5000', 'cache_size = -65536', 'mmap_size = 268435456'];

/**
 * The thread's source, CommonJS in a string: the app runs from TypeScript under tsx and its tests
 * under jest, and a worker file in TypeScript would not load in both.
 */
export const READ_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const failure = (error) => ({ message: String(error && error.message), code: error && error.code });
let db = null;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true });
  for (const pragma of workerData.pragmas) db.pragma(pragma);
} catch (error) {
  parentPort.postMessage({ failed: failure(error) }); // with no listener left, the thread then ends
}
if (db) {
  const statements = new Map();
  parentPort.on('message', ({ id, sql, params }) => {
    try {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql).raw(true)));
      parentPort.postMessage({ id, rows: statement.all(...params) });
    } catch (error) {
      parentPort.postMessage({ id, error: failure(error) });
    }
  });
  parentPort.postMessage({ ready: true });
}
`;

type Pending = { resolve: (rows: Row[]) => void; reject: (error: Error) => void };
type Failure = { message: string; code?: string };
type Reply = { id: number; rows?: Row[]; error?: Failure; ready?: boolean; failed?: Failure };

/** An Error of this realm from what crossed from the thread (a structured clone keeps no Error class). */
const errorFrom = (failure: Partial<Failure> | undefined, what: string) =>
  Object.assign(new Error(`${what}: ${failure?.message ?? failure?.code ?? String(failure)}`), { code: failure?.code });

export type SqliteReadWorker = { all(sql: string, params: unknown[]): Promise<Row[]>; close(): Promise<void> };

/**
 * A read-only connection on the SQLite file in a thread of its own (issue 9). better-sqlite3 reads
 * synchronously: on the main thread, SQLite's work on a page of the list held up every other request
 * (a third of the GraphQL list's CPU). In the thread it runs beside the main thread's JavaScript.
 * WAL lets this connection read beside the writer, and a read sees every commit made before it was sent.
 * A thread that dies fails the reads it held; the next read starts another. Resolves once the first
 * thread has opened the file, and rejects if it cannot. `source` is the thread's code (the tests
 * give it a way to die).
 */
export async function startSqliteReadWorker(file: string, source = READ_THREAD_SOURCE): Promise<SqliteReadWorker> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const pending = new InFlight<Pending>();
  let worker: Worker | null = null;
  let closed = false;

  const failAll = (error: Error) => {
    for (const p of pending.takeAll()) p.reject(error);
  };
  const start = () => {
    const thread = new Worker(source, { eval: true, workerData: { file, module, pragmas: READER_PRAGMAS } });
    thread.unref(); // an idle reader holds no process open; it is referenced while reads wait on it
    const ready = new Promise<void>((resolve, reject) => {
      thread.on('message', (reply: Reply) => {
        if (reply.ready) return resolve();
        if (reply.failed) return reject(errorFrom(reply.failed, `the SQLite reader cannot open ${file}`));
        const p = pending.take(reply.id);
        if (!p) return;
        if (!pending.size) thread.unref();
        if (reply.error)
          p.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code })); // SQLite's own text
        else p.resolve(reply.rows!);
      });
      thread.on('error', (thrown) => {
        const error = errorFrom(thrown as Partial<Failure>, 'the SQLite reader thread failed');
        reject(error);
        failAll(error);
      });
      thread.on('exit', () => {
        if (worker === thread) worker = null;
        reject(new Error('the SQLite reader thread stopped'));
        failAll(new Error('the SQLite reader thread stopped'));
      });
    });
    worker = thread;
    return ready;
  };
  await start();

  return {
    all(sql, params) {
      if (closed) return Promise.reject(new Error('the SQLite reader is closed'));
      if (!worker) void start().catch(() => {}); // its failure fails this read (failAll)
      const thread = worker!;
      return new Promise<Row[]>((resolve, reject) => {
        if (!pending.size) thread.ref();
        const id = pending.add({ resolve, reject });
        thread.postMessage({ id, sql, params });
      });
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
