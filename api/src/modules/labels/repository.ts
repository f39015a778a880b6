import type { Db, Tx } from '../../db/client.js';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB } from '../../generated/kysely/types.js';
import type { Label, Prisma } from '../../generated/prisma-sqlite/client.js';
import { inIds } from '../../db/idList.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.LabelSelect; include?: Prisma.LabelInclude };

const LIST_ORDER: Prisma.LabelOrderByWithRelationInput[] = [{ nameKey: 'asc' }, { id: 'asc' }];

/** The labels within `scope` (a policy filter), by name. */
export function findLabels(db: Db, scope: Prisma.LabelWhereInput, query: Query = {}) {
  return db.label.findMany({ ...query, where: scope, orderBy: LIST_ORDER });
}

/** The labels within `scope` whose name contains `text`, any case (search and the command palette). */
export function findLabelsMatching(db: Db, scope: Prisma.LabelWhereInput, text: string, take = 20) {
  const key = text.trim().toLocaleLowerCase('en-US');
  return db.label.findMany({ where: { AND: [scope, { nameKey: { contains: key } }] }, orderBy: LIST_ORDER, take });
}

export function findLabel(db: Db, id: number) {
  return db.label.findUnique({ where: { id } });
}

/** These labels, as far as `scope` allows. */
export function findLabelsByIds(db: Db | Tx, ids: number[], scope: Prisma.LabelWhereInput) {
  if (!ids.length) return Promise.resolve([]);
  return db.label.findMany({ where: { AND: [scope, { id: { in: ids } }] } });
}

export function countLabels(db: Db, userId: number) {
  return db.label.count({ where: { userId } });
}

export function insertLabel(db: Db, data: Prisma.LabelUncheckedCreateInput) {
  return db.label.create({ data });
}

export function updateLabel(db: Db, id: number, data: Prisma.LabelUncheckedUpdateInput) {
  return db.label.update({ where: { id }, data });
}

/** Deletes the label; it comes off every task (the join rows cascade). Answers the tasks it was on. */
export async function deleteLabel(db: Db, id: number) {
  return db.$transaction(async (tx) => {
    const on = await tx.taskLabel.findMany({ where: { labelId: id }, select: { task: { select: { id: true, projectId: true } } } });
    await tx.label.delete({ where: { id } });
    return on.map((r) => r.task);
  });
}

/** The label ids within `scope` (the policy's Kysely condition: the reader's own) of each task, in label-name order (one query). */
export async function labelIdsByTask(
  db: Db,
  taskIds: number[],
  scope: (eb: ExpressionBuilder<DB, 'Label'>) => Expression<SqlBool>,
): Promise<Map<number, number[]>> {
  const byTask = new Map<number, number[]>();
  if (!taskIds.length) return byTask;
  const rows = await db.$kysely
    .selectFrom('TaskLabel')
    .innerJoin('Label', 'Label.id', 'TaskLabel.labelId')
    .select(['TaskLabel.taskId', 'TaskLabel.labelId'])
    .where(inIds(db.$kysely, 'TaskLabel.taskId', taskIds))
    .where(scope)
    .orderBy('Label.nameKey')
    .orderBy('Label.id')
    .execute();
  for (const row of rows) {
    const list = byTask.get(row.taskId) ?? [];
    list.push(row.labelId);
    byTask.set(row.taskId, list);
  }
  return byTask;
}

/** Makes these the task's labels within `scope` (a policy filter: the writer's own); the labels of others on it stay. */
export async function replaceTaskLabels(db: Db | Tx, taskId: number, labelIds: number[], scope: Prisma.LabelWhereInput) {
  await db.taskLabel.deleteMany({ where: { taskId, labelId: { notIn: labelIds }, label: scope } });
  const have = new Set((await db.taskLabel.findMany({ where: { taskId }, select: { labelId: true } })).map((r) => r.labelId));
  const add = labelIds.filter((id) => !have.has(id));
  if (add.length) await db.taskLabel.createMany({ data: add.map((labelId) => ({ taskId, labelId })) });
}

/** A task's labels within `scope` (a policy filter: the reader's own), by name. */
export function labelsOfTask(db: Db, taskId: number, scope: Prisma.LabelWhereInput) {
  return db.label.findMany({ where: { AND: [scope, { tasks: { some: { taskId } } }] }, orderBy: LIST_ORDER });
}

/** The labels within `scope` (the policy's Kysely condition: the reader's own) of each task of a page, by name (one query). */
export async function labelsByTask(
  db: Db,
  taskIds: number[],
  scope: (eb: ExpressionBuilder<DB, 'Label'>) => Expression<SqlBool>,
): Promise<Map<number, Label[]>> {
  const byTask = new Map<number, Label[]>();
  if (!taskIds.length) return byTask;
  const rows = await db.$kysely
    .selectFrom('TaskLabel')
    .innerJoin('Label', 'Label.id', 'TaskLabel.labelId')
    .selectAll('Label')
    .select('TaskLabel.taskId')
    .where(inIds(db.$kysely, 'TaskLabel.taskId', taskIds))
    .where(scope)
    .orderBy('Label.nameKey')
    .orderBy('Label.id')
    .execute();
  for (const { taskId, ...label } of rows) {
    const list = byTask.get(taskId) ?? [];
    list.push(label as Label);
    byTask.set(taskId, list);
  }
  return byTask;
}

/** The labels within `scope` whose name keys are these (`labelNameKey`). */
export function findLabelsByKeys(db: Db, keys: string[], scope: Prisma.LabelWhereInput) {
  if (!keys.length) return Promise.resolve([]);
  return db.label.findMany({ where: { AND: [scope, { nameKey: { in: keys } }] }, orderBy: LIST_ORDER });
}

/** Puts these labels on the task (the ones already there stay as they are). */
export async function addTaskLabels(db: Db | Tx, taskId: number, labelIds: number[]) {
  const have = new Set((await db.taskLabel.findMany({ where: { taskId, labelId: { in: labelIds } }, select: { labelId: true } })).map((r) => r.labelId));
  const add = labelIds.filter((id) => !have.has(id));
  if (add.length) await db.taskLabel.createMany({ data: add.map((labelId) => ({ taskId, labelId })) });
}

/** Takes these labels within `scope` off the task. */
export async function removeTaskLabels(db: Db | Tx, taskId: number, labelIds: number[], scope: Prisma.LabelWhereInput) {
  if (labelIds.length) await db.taskLabel.deleteMany({ where: { taskId, labelId: { in: labelIds }, label: scope } });
}

/** The ids of the tasks within `tasks` (a policy filter) that carry this label. */
export async function taskIdsWithLabel(db: Db, labelId: number, tasks: Prisma.TaskWhereInput) {
  return (await db.taskLabel.findMany({ where: { labelId, task: tasks }, select: { taskId: true } })).map((r) => r.taskId);
}
