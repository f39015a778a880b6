import type { Deps, Viewer } from '../../graphql/context.js';
import { forbidden, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { ownTask } from '../tasks/service.js';
import { findTask } from '../tasks/repository.js';
import { signedIn } from '../projects/service.js';
import { taskPolicy } from '../tasks/policy.js';
import { recordActivity } from '../activity/record.js';
import { notifyUsers } from '../notifications/notifyUsers.js';
import { recordCommentEvent } from '../webhooks/events.js';
import { CommentInput } from '../../../../shared/comments/validation.js';
import { commentPolicy } from './policy.js';
import { publishCommentChange } from './events.js';
import { actorName, taskFollowerIds } from './followers.js';
import { mentionedUsers } from './mentions.js';
import * as comments from './repository.js';

type Task = Awaited<ReturnType<typeof ownTask>>;
type Comment = NonNullable<Awaited<ReturnType<typeof comments.findComment>>>;

/** A task the viewer may comment on: 404 when they may not read it, 403 when they may read it only. */
async function taskToCommentOn(deps: Deps, viewer: Viewer, taskIdInput: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  if (!taskPolicy.canComment(viewer, task)) throw forbidden();
  return task;
}

/**
 * A comment the viewer may change that way: 404 when they may not read its task (like an unknown
 * id), 403 when they may read it but the comment is someone else's.
 */
async function commentToChange(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, comment: Comment) => boolean) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Comment');
  const comment = id ? await comments.findComment(deps.db, id) : null;
  const task = comment ? await findTask(deps.db, comment.taskId) : null;
  if (!comment || !task || !taskPolicy.canRead(viewer, task)) throw notFound('Comment');
  if (!taskPolicy.canComment(viewer, task) || !may(viewer, comment)) throw forbidden();
  return { comment, task };
}

/** GET /api/tasks/{id}/comments: the task's comments, oldest first. */
export async function listComments(deps: Deps, viewer: Viewer, taskIdInput: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  return comments.findTaskComments(deps.db, task.id);
}

/** Who the viewer can mention in a comment on this task: its project's members. */
export async function mentionableUsers(deps: Deps, viewer: Viewer, taskIdInput: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  return comments.mentionableUsersOfTask(deps.db, task);
}

/** POST /api/tasks/{id}/comments: adds the viewer's comment; the mentioned and the followers hear of it. */
export async function addComment(deps: Deps, viewer: Viewer, taskIdInput: unknown, input: unknown) {
  const task = await taskToCommentOn(deps, viewer, taskIdInput);
  const { body } = parseInput(CommentInput, input ?? {});
  const author = viewer!;
  const comment = await deps.db.$transaction(async (tx) => {
    const row = await comments.insertComment(tx, { taskId: task.id, authorId: author.id, body });
    await recordActivity(tx, { taskId: task.id, projectId: task.projectId, actorId: author.id, kind: 'commented', taskName: task.name });
    return row;
  });
  publishCommentChange(deps, 'created', comment);
  await recordCommentEvent(deps, task, comment);
  const mentioned = await notifyMentioned(deps, task, comment);
  const followers = (await taskFollowerIds(deps.db, task)).filter((id) => !mentioned.includes(id));
  const name = await actorName(deps.db, author.id);
  await notifyUsers(
    deps,
    {
      event: 'followedCommented',
      key: `comment:${comment.id}:commented`,
      actorId: author.id,
      taskId: task.id,
      title: 'New comment',
      message: `${name} commented on "${task.name}": ${excerpt(body)}`,
      data: { taskName: task.name, commentId: comment.id, actorName: name },
    },
    followers,
  );
  return comment;
}

/** PATCH /api/comments/{id}: the author changes the body; a user mentioned for the first time hears of it (no one twice). */
export async function updateComment(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const { comment, task } = await commentToChange(deps, viewer, idInput, commentPolicy.canUpdate);
  const { body } = parseInput(CommentInput, input ?? {});
  if (body === comment.body) return comment;
  const updated = await comments.updateCommentBody(deps.db, comment.id, body, new Date());
  publishCommentChange(deps, 'updated', updated);
  await notifyMentioned(deps, task, updated);
  return updated;
}

/** DELETE /api/comments/{id}: the author removes their comment. */
export async function deleteComment(deps: Deps, viewer: Viewer, idInput: unknown) {
  const { comment } = await commentToChange(deps, viewer, idInput, commentPolicy.canDelete);
  await comments.deleteComment(deps.db, comment.id);
  publishCommentChange(deps, 'deleted', comment);
  return comment;
}

/** Notifies the users the comment mentions (each once per comment, never its author); answers who they are. */
async function notifyMentioned(deps: Deps, task: Task, comment: Comment): Promise<number[]> {
  const mentioned = (await mentionedUsers(deps.db, task, comment.body)).map((u) => u.id).filter((id) => id !== comment.authorId);
  if (!mentioned.length) return [];
  const name = comment.author.name || comment.author.username;
  await notifyUsers(
    deps,
    {
      event: 'mentioned',
      key: `comment:${comment.id}:mentioned`,
      actorId: comment.authorId,
      taskId: task.id,
      title: 'You were mentioned',
      message: `${name} mentioned you on "${task.name}": ${excerpt(comment.body)}`,
      data: { taskName: task.name, commentId: comment.id, actorName: name },
    },
    mentioned,
  );
  return mentioned;
}

const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};
