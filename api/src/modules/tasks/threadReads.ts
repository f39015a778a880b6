import type { Deps, Viewer } from '../../graphql/context.js';
import { presentTasks } from './present.js';
import { listTasks } from './service.js';

/** GET /api/tasks (rest.ts): the route's answer, given by the query thread or, failing it, by the route itself. */
export const listTasksAnswer = async (deps: Deps, viewer: Viewer, query: unknown) => presentTasks(deps, await listTasks(deps, viewer, query as never));

/** This domain's entries of THREAD_READS (graphql/threadReads.ts, which checks each against ThreadRead). */
export const taskThreadReads = { 'tasks.list': listTasksAnswer };
