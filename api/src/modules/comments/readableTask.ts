import type { Context } from '../../graphql/context.js';
import { taskPolicy } from '../tasks/policy.js';
import { findTask } from '../tasks/repository.js';

const answers = new WeakMap<object, Map<number, Promise<boolean>>>();

/** Whether the viewer may read this task, asked of the task policy once per request and task (a list of its comments asks once). */
export function mayReadTask(ctx: Context, taskId: number): Promise<boolean> {
  let byTask = answers.get(ctx);
  if (!byTask) answers.set(ctx, (byTask = new Map()));
  let answer = byTask.get(taskId);
  if (!answer) {
    answer = findTask(ctx.db, taskId).then((task) => !!task && taskPolicy.canRead(ctx.viewer, task));
    byTask.set(taskId, answer);
  }
  return answer;
}
