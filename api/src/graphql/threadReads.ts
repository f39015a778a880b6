import type { Deps, Viewer } from './context.js';
import { taskThreadReads } from '../modules/tasks/threadReads.js';

/** A REST read the query thread answers: the value the route would send as JSON. */
export type ThreadRead = (deps: Deps, viewer: Viewer, args: unknown) => Promise<unknown>;

/** The REST reads answered in the query thread (queryThread.ts), by name: each domain lists its own. */
export const THREAD_READS = { ...taskThreadReads } satisfies Record<string, ThreadRead>;

export type ThreadReadName = keyof typeof THREAD_READS;
