import type { Db, Tx } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { PERSON_SELECT } from '../users/Person.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.CommentSelect; include?: Prisma.CommentInclude };
type Page = { take?: number; skip?: number; cursor?: Prisma.CommentWhereUniqueInput };

export const OLDEST_FIRST: Prisma.CommentOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];
const WITH_AUTHOR = { author: { select: PERSON_SELECT } } as const;

/** A task's comments, oldest first, each with its author. */
export function findTaskComments(db: Db, taskId: number, page: Page = {}) {
  return db.comment.findMany({ ...page, where: { taskId }, orderBy: OLDEST_FIRST, include: WITH_AUTHOR });
}

/** One comment by id with its author, whoever's task it is on (the service asks the task policy). */
export function findComment(db: Db, id: number) {
  return db.comment.findUnique({ where: { id }, include: WITH_AUTHOR });
}

/** The comment as Pothos selects it, or null. */
export function findCommentSelected(db: Db, id: number, query: Query = {}) {
  return db.comment.findUnique({ ...query, where: { id } });
}

export function insertComment(tx: Tx, data: { taskId: number; authorId: number; body: string }) {
  return tx.comment.create({ data, include: WITH_AUTHOR });
}

export function updateCommentBody(db: Db, id: number, body: string, editedAt: Date) {
  return db.comment.update({ where: { id }, data: { body, editedAt }, include: WITH_AUTHOR });
}

export function deleteComment(db: Db, id: number) {
  return db.comment.delete({ where: { id } });
}

/** Every completion asks (for the task's followers), so it is compiled once. */
const commentersOf = compiledOnce((kysely, taskId: number) =>
  kysely.selectFrom('Comment').select('Comment.authorId').distinct().where('Comment.taskId', '=', taskId),
);

/** The users who commented on a task (they follow it). */
export async function commenterIds(db: Db, taskId: number): Promise<number[]> {
  const { rows } = await commentersOf(db.$kysely, taskId);
  return rows.map((r) => r.authorId);
}

/**
 * Who can be mentioned on this task: today the owner of its project (the one person who can read it).
 * With project members this becomes the project's members; nothing else decides it.
 */
export function mentionableUsersOfTask(db: Db, task: { projectId: number }) {
  return db.user.findMany({
    where: { memberships: { some: { projectId: task.projectId } }, status: { not: 'rejected' } },
    select: { ...PERSON_SELECT, email: true },
    orderBy: { username: 'asc' },
  });
}
