import type { Db } from '../../db/client.js';
import type { Deps } from '../../graphql/context.js';
import { notifyUsers } from '../notifications/notifyUsers.js';
import { findUserById } from '../auth/repository.js';
import { memberIdsOf } from '../members/viewerMemberships.js';
import { commenterIds } from './repository.js';

type FollowedTask = {
  id: number;
  name: string;
  userId: number;
  projectId: number;
  assigneeId: number | null;
  completedAt?: Date | null;
  seriesId?: number | null;
};

/**
 * Who follows a task: its creator, its assignee (when a user) and everyone who commented on it (on a
 * completed occurrence of a recurring task, on its series, where the conversation is).
 */
export async function taskFollowerIds(db: Db, task: FollowedTask): Promise<number[]> {
  const [members, commenters] = await Promise.all([memberIdsOf(db, [task.projectId]), commenterIds(db, task.seriesId ?? task.id)]);
  // only people who can still open the task (a creator or commenter who left the project cannot)
  const canRead = new Set(members);
  return [...new Set([task.userId, ...(task.assigneeId ? [task.assigneeId] : []), ...commenters])].filter((id) => canRead.has(id));
}

/** The name a notification gives the person who acted. */
export async function actorName(db: Db, actorId: number) {
  const actor = await findUserById(db, actorId);
  return actor?.name || actor?.username || 'Someone';
}

/** A task was completed: its followers hear of it (each completion once), except whoever completed it. */
export async function notifyTaskCompleted(deps: Deps, actorId: number, task: FollowedTask) {
  const followers = await taskFollowerIds(deps.db, task);
  // most completions are of one's own task that nobody else follows: then no name is needed
  if (followers.every((id) => id === actorId)) return;
  const name = await actorName(deps.db, actorId);
  await notifyUsers(
    deps,
    {
      event: 'followedCompleted',
      key: `task:${task.id}:completed:${task.completedAt?.toISOString() ?? ''}`,
      actorId,
      taskId: task.id,
      title: 'Task completed',
      message: `${name} marked "${task.name}" as completed.`,
      data: { taskName: task.name, actorName: name },
    },
    followers,
  );
}
