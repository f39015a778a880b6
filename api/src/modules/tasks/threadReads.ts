import type { ThreadRead } from '../../graphql/threadReads.js';
import { presentTasks } from './present.js';
import { listTasks } from './service.js';

/** GET /api/tasks (rest.ts): the route's answer, given by the query thread or, failing it, by the route itself. */
export const listTasksAnswer: ThreadRead = async (deps, viewer, query) => presentTasks(deps, await listTasks(deps, viewer, query as never));

export const taskThreadReads = { 'tasks.list': listTasksAnswer };
