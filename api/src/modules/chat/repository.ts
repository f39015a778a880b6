import type { Db } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { viewerIdOrNobody } from '../../lib/ownership.js';
import { taskPolicy } from '../tasks/policy.js';
import type { ScheduleData } from '../schedule/types.js';
import { chatMessagePolicy } from './policy.js';

/** The chat's database code: its messages, and what the assistant reads or undoes elsewhere. */

export type ChatMessageRow = NonNullable<Awaited<ReturnType<Db['chatMessage']['findUnique']>>>;
type Owner = NonNullable<Viewer>;
const json = (value: unknown) => JSON.parse(JSON.stringify(value));
const newestFirst = [{ timestamp: 'desc' as const }, { id: 'desc' as const }];

/** The viewer's chat, oldest first. */
export function findMessages(db: Db, viewer: Viewer) {
  return db.chatMessage.findMany({ where: chatMessagePolicy.readableWhere(viewer), orderBy: [{ timestamp: 'asc' }, { id: 'asc' }] });
}

/** The viewer's latest messages, newest first. */
export function findRecentMessages(db: Db, viewer: Viewer, take: number) {
  return db.chatMessage.findMany({ where: chatMessagePolicy.readableWhere(viewer), orderBy: newestFirst, take });
}

/** The viewer's latest assistant replies (where undoable actions are), newest first. */
export function findRecentReplies(db: Db, viewer: Viewer, take: number) {
  return db.chatMessage.findMany({ where: { AND: [chatMessagePolicy.readableWhere(viewer), { role: 'assistant' }] }, orderBy: newestFirst, take });
}

/** One message by id, whoever's it is (the policy decides who sees it). */
export function findMessage(db: Db, id: number) {
  return db.chatMessage.findUnique({ where: { id } });
}

/** Deletes the viewer's chat; answers how many messages went. */
export async function deleteMessages(db: Db, viewer: Viewer) {
  const { count } = await db.chatMessage.deleteMany({ where: chatMessagePolicy.deletableWhere(viewer) });
  return count;
}

/**
 * Stores one exchange of the owner's: their message and the reply (with the actions taken), in one
 * statement (Kysely: every chat message writes one); answers the reply's id.
 */
export async function insertExchange(
  db: Db,
  owner: Owner,
  exchange: { message: string; receivedAt: Date; reply: string; actions: unknown[]; repliedAt: Date },
) {
  const rows = await db.$kysely
    .insertInto('ChatMessage')
    .values([
      { userId: owner.id, role: 'user', content: exchange.message, actions: null, timestamp: exchange.receivedAt },
      {
        userId: owner.id,
        role: 'assistant',
        content: exchange.reply,
        actions: exchange.actions.length ? JSON.stringify(exchange.actions) : null,
        timestamp: exchange.repliedAt,
      },
    ])
    .returning(['ChatMessage.id', 'ChatMessage.role'])
    .execute();
  return { id: rows.find((r) => r.role === 'assistant')!.id, timestamp: exchange.repliedAt };
}

export function updateActions(db: Db, id: number, actions: unknown[]) {
  return db.chatMessage.update({ where: { id }, data: { actions: json(actions) } });
}

/**
 * The projects the viewer may read (the ones they are a member of, projectPolicy's rule), in their
 * list order, with what the assistant names them by: one Kysely query, as every message reads them.
 */
export function readableProjects(db: Db, viewer: Viewer) {
  return db.$kysely
    .selectFrom('ProjectMember')
    .innerJoin('Project', 'Project.id', 'ProjectMember.projectId')
    .select(['Project.id', 'Project.name', 'Project.priority'])
    .where('ProjectMember.userId', '=', viewerIdOrNobody(viewer))
    .orderBy('ProjectMember.position')
    .orderBy('ProjectMember.projectId')
    .execute();
}

/** Puts an earlier plan back into a day's schedule row (undo of "plan my day"). */
export function restoreSchedule(db: Db, scheduleId: number, data: ScheduleData) {
  return db.dailySchedule.update({ where: { id: scheduleId }, data: { scheduleData: json(data) } });
}

/** Removes a day's schedule row that the assistant made (undo of "plan my day" when there was no plan before). */
export function deleteSchedule(db: Db, scheduleId: number) {
  return db.dailySchedule.deleteMany({ where: { id: scheduleId } });
}

/**
 * What tells whether the viewer's readable tasks changed since they were last read: how many there
 * are, the newest id, the latest change of a task, and that of their projects (a rename changes the
 * project name every task carries). Every write of a task or project goes through Prisma, which sets
 * `updatedAt`; a delete lowers the count. An index on (projectId, updatedAt) answers it.
 */
export async function readableTasksVersion(db: Db, viewer: Viewer) {
  const row = await db.$kysely
    .selectFrom('Task')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.max('Task.id').as('lastId'),
      eb.fn.max('Task.updatedAt').as('taskAt'),
      eb
        .selectFrom('Project')
        .select((p) => p.fn.max('Project.updatedAt').as('at'))
        .where('Project.id', 'in', taskPolicy.readableProjectIds(eb, viewer))
        .as('projectAt'),
    ])
    .where(taskPolicy.readableIn(viewer))
    .executeTakeFirstOrThrow();
  const text = (v: unknown) => (v instanceof Date ? String(v.getTime()) : String(v ?? ''));
  return { count: Number(row.count), tasks: `${text(row.count)}:${text(row.lastId)}:${text(row.taskAt)}`, projects: text(row.projectAt) };
}

/** The tasks the viewer may read, open or done (those changed since `since`, when given), with the columns the assistant's tools read. */
export function readableTaskRows(db: Db, viewer: Viewer, since?: Date) {
  let query = db.$kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .select(['Task.id', 'Task.name', 'Task.priority', 'Task.duration', 'Task.timeSpent', 'Task.completed', 'Task.completedAt', 'Task.createdAt'])
    .select([
      'Task.dueDate',
      'Task.dueTime',
      'Task.plannedDate',
      'Task.projectId',
      'Task.position',
      'Task.updatedAt',
      'Task.assigneeId',
      'Project.name as projectName',
    ])
    .where(taskPolicy.readableIn(viewer));
  if (since) query = query.where('Task.updatedAt', '>=', since);
  return query.execute();
}
