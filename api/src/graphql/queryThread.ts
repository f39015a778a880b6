import { Worker } from 'node:worker_threads';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Config } from '../config.js';
import { InFlight } from '../lib/inFlight.js';
import { logger } from '../lib/logger.js';
import type { ThreadReadName } from './threadReadNames.js';
import type { Viewer } from './viewer.js';

export type GraphqlRequest = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  viewer: Viewer;
  sessionId: string | null;
};
/** A REST read by its name in THREAD_READS (threadReads.ts), with its arguments (e.g. the query string). */
export type ReadRequest = { read: ThreadReadName; args: unknown; viewer: Viewer };
export type QueryRequest = { id: number } & (GraphqlRequest | ReadRequest);
export type QueryReply = { id?: number; json?: string | null; ready?: boolean };

/**
 * The root fields a query may select to be answered in the thread: reads of the database and the
 * configuration only. Left to the main thread: `timer` (reading it may advance a phase, which writes
 * and publishes), the AI's `recommendations`, `insights` and `aiProvider` and the day's `schedule`
 * (they may call a provider), and any field added later until it is listed here.
 */
export const THREAD_ROOT_FIELDS = new Set([
  '__typename',
  'viewer',
  'node',
  'nodes',
  'tasks',
  'task',
  'projects',
  'project',
  'links',
  'notifications',
  'pomodoroSessions',
  'pomodoroSettings',
  'focusHistory',
  'chatHistory',
  'preferences',
  'jiraLink',
  'users',
  'dataExport',
]);

/** The operation (getOperationAST's) is a query whose root selects only fields of THREAD_ROOT_FIELDS. */
export function answersInThread(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && THREAD_ROOT_FIELDS.has(s.name.value));
}

export type QueryThread = {
  /** The query's JSON answer from the thread, or null: the main thread answers it (not started yet, refused, failed). */
  run(request: GraphqlRequest): Promise<string | null>;
  /** A REST read's JSON answer from the thread, or null: the main thread answers it (as for `run`). */
  read(read: ThreadReadName, viewer: Viewer, args: unknown): Promise<string | null>;
  /** Resolves when a thread is ready to answer (true), or has failed to start (false). */
  ready(): Promise<boolean>;
  /** How many queries the thread has answered. */
  readonly answered: number;
  close(): Promise<void>;
};

/**
 * GraphQL queries (and REST reads) answered in a thread of their own (issue 9): the main thread keeps
 * HTTP, the session, the rate limits, parsing and validation, and hands the query over; the thread
 * executes it on read-only connections (a row read and its JSON never cross threads, only the answer's
 * text) and the two threads use two cores. Mutations, subscriptions and everything else stay on the
 * main thread, as does any query the thread does not answer cleanly. The thread's connections see
 * every commit made before the query was sent (SQLite's WAL; PostgreSQL's read committed). A thread
 * that dies hands its queries back and the next query starts another; one that cannot start leaves
 * the main thread answering, with an error in the log.
 */
export function startQueryThread(config: Config, entry = new URL('./queryThreadBoot.mjs', import.meta.url)): QueryThread {
  const pending = new InFlight<(json: string | null) => void>();
  let worker: Worker | null = null; // started, maybe not ready yet
  let ready: Worker | null = null;
  let starting: Promise<boolean> = Promise.resolve(false);
  let closed = false;
  let disabled = false;
  let answered = 0;

  const handBack = () => {
    for (const done of pending.takeAll()) done(null);
  };
  const start = () => {
    const thread = new Worker(entry, { workerData: { config } });
    thread.unref(); // an idle thread holds no process open; it is referenced while queries wait on it
    worker = thread;
    starting = new Promise((resolve) => {
      thread.on('message', (reply: QueryReply) => {
        if (reply.ready) {
          if (worker === thread) ready = thread;
          return resolve(worker === thread);
        }
        const done = pending.take(reply.id!);
        if (!done) return;
        if (!pending.size) thread.unref();
        if (reply.json != null) answered++;
        done(reply.json ?? null);
      });
      thread.on('error', (error) => {
        const before = ready !== thread;
        // one that never became ready will not: the main thread answers from now on
        if (before) disabled = true;
        logger.error(before ? 'GraphQL query thread cannot start: queries run on the main thread' : 'GraphQL query thread failed', { error: String(error) });
      });
      thread.on('exit', () => {
        if (worker === thread) worker = ready = null;
        resolve(false);
        handBack();
      });
    });
  };
  start();

  const ask = async (request: GraphqlRequest | ReadRequest): Promise<string | null> => {
    if (closed || disabled) return null;
    if (!worker) start();
    const thread = ready;
    if (!thread) return null; // starting: the main thread answers meanwhile
    return new Promise((resolve) => {
      if (!pending.size) thread.ref();
      const id = pending.add(resolve);
      thread.postMessage({ ...request, id } satisfies QueryRequest);
    });
  };

  return {
    run: ask,
    read: (read, viewer, args) => ask({ read, viewer, args }),
    ready: () => starting,
    get answered() {
      return answered;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = ready = null;
      handBack();
      await thread?.terminate();
    },
  };
}
