import type { ThreadRead } from '../../graphql/threadReads.js';
import { presentTasks } from './present.js';
import { listTasks } from './service.js';

/** GET /api/tasks (rest.ts), answered in the query thread on SQLite: the same service and answer. */
export const listTasksAnswer: ThreadRead = async (deps, viewer, query) => presentTasks(deps, await listTasks(deps, viewer, query as never));

export const taskThreadReads = { 'tasks.list': listTasksAnswer };
