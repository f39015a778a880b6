import type { Db } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { projectPolicy } from '../projects/policy.js';
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

/** Stores one exchange of the owner's: their message and the reply (with the actions taken), in one transaction; answers the reply. */
export function insertExchange(db: Db, owner: Owner, exchange: { message: string; receivedAt: Date; reply: string; actions: unknown[]; repliedAt: Date }) {
  return db.$transaction(async (tx) => {
    await tx.chatMessage.create({ data: { userId: owner.id, role: 'user', content: exchange.message, timestamp: exchange.receivedAt } });
    return tx.chatMessage.create({
      data: {
        userId: owner.id,
        role: 'assistant',
        content: exchange.reply,
        actions: exchange.actions.length ? json(exchange.actions) : undefined,
        timestamp: exchange.repliedAt,
      },
    });
  });
}

export function updateActions(db: Db, id: number, actions: unknown[]) {
  return db.chatMessage.update({ where: { id }, data: { actions: json(actions) } });
}

/** The projects the viewer may read, in list order (what the assistant names and files tasks under). */
export function readableProjects(db: Db, viewer: Viewer) {
  return db.project.findMany({ where: projectPolicy.readableWhere(viewer), orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** Puts an earlier plan back into a day's schedule row (undo of "plan my day"). */
export function restoreSchedule(db: Db, scheduleId: number, data: ScheduleData) {
  return db.dailySchedule.update({ where: { id: scheduleId }, data: { scheduleData: json(data) } });
}

/** Removes a day's schedule row that the assistant made (undo of "plan my day" when there was no plan before). */
export function deleteSchedule(db: Db, scheduleId: number) {
  return db.dailySchedule.deleteMany({ where: { id: scheduleId } });
}
