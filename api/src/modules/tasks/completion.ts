import type { Deps } from '../../graphql/context.js';
import type { Task } from '../../generated/prisma-sqlite/client.js';
import { notifyTaskCompleted as notifyFollowers } from '../comments/followers.js';

/**
 * A task was completed: whoever follows it (its creator, its assignee, its commenters) hears of it,
 * as each chose, once per completion, and not the one who completed it.
 */
export async function notifyTaskCompleted(deps: Deps, actorId: number, task: Task) {
  await notifyFollowers(deps, actorId, task);
}
