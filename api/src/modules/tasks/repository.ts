import type { Expression, ExpressionBuilder, Selectable, SqlBool, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { DB, Project as ProjectTable, Task as TaskTable } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/context.js';
import { reorderedIds } from '../projects/reorder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { matchingIds } from '../projects/search.js';
import { orderByFor } from '../projects/orderBy.js';
import { taskPolicy } from './policy.js';
import { BAND_RANGE } from '../../../../shared/tasks/priority.js';
import { TaskFilterInput } from '../../../../shared/tasks/validation.js';
import { storedDay } from '../../../../shared/tasks/dates.js';
import { todayIn } from '../../../../shared/tasks/zonedDays.js';
import { inIds } from '../../db/idList.js';

/** A task row as every reader gets it (Kysely and Prisma alike: Date, boolean). */
export type TaskRow = Selectable<TaskTable>;
export type TaskFilter = ReturnType<typeof TaskFilterInput.parse>;
/** A page as Prisma (and Pothos' prismaConnection) takes it: `take` < 0 reads backwards from the cursor; `skip` 1 leaves the cursor row out. */
export type TaskPage = { take?: number; skip?: number; cursor?: { id?: unknown } };

/**
 * The tasks the viewer may read that match the filter, in its order, one page of them, each with its
 * project's name. Hot path (GET /api/tasks, Query.tasks): one Kysely query.
 */
export async function findTasks(db: Db, viewer: Viewer, filter: TaskFilter, page: TaskPage = {}): Promise<Array<TaskRow & { projectName: string }>> {
  const found = await pageQuery(db, viewer, filter, page);
  if (!found) return [];
  const rows = await found.query.execute();
  return found.backwards ? rows.reverse() : rows;
}

/**
 * The same page with each row's whole project and its assignee's name, in the same query (GraphQL's
 * Task.project and Task.assigneeMemberName answer from them). Under their own keys: other reads carry
 * a partial `project` (its name only).
 */
export async function findTasksWithProjects(
  db: Db,
  viewer: Viewer,
  filter: TaskFilter,
  page: TaskPage = {},
): Promise<Array<TaskRow & { projectName: string; listedProject: Selectable<ProjectTable>; listedAssigneeName: string | null }>> {
  const found = await pageQuery(db, viewer, filter, page);
  if (!found) return [];
  const rows = await found.query
    .leftJoin('User as Assignee', 'Assignee.id', 'Task.assigneeId')
    .select(['Assignee.name as a_name', 'Assignee.username as a_username'])
    .select([
      'Project.description as p_description',
      'Project.priority as p_priority',
      'Project.originator as p_originator',
      'Project.userId as p_userId',
      'Project.inbox as p_inbox',
      'Project.createdAt as p_createdAt',
      'Project.updatedAt as p_updatedAt',
    ])
    .execute();
  // the project's columns stay on the row beside `listedProject`: taking them out with a rest pattern
  // copies every row through V8's slow path
  const withProjects = rows.map((row) =>
    Object.assign(row, {
      listedProject: {
        id: row.projectId,
        name: row.projectName,
        description: row.p_description,
        priority: row.p_priority,
        originator: row.p_originator,
        userId: row.p_userId,
        inbox: row.p_inbox,
        createdAt: row.p_createdAt,
        updatedAt: row.p_updatedAt,
      },
      listedAssigneeName: row.a_name || row.a_username || null,
    }),
  );
  return found.backwards ? withProjects.reverse() : withProjects;
}

/** The query of one page of the viewer's matching tasks with their project's name, or null when a search or cursor rules every row out. */
async function pageQuery(db: Db, viewer: Viewer, filter: TaskFilter, page: TaskPage) {
  const ids = await searchedIds(db, viewer, filter);
  if (ids?.length === 0) return null;
  const backwards = (page.take ?? 0) < 0;
  const order = orderOf(filter, backwards);
  let matching = db.$kysely
    .selectFrom('Task')
    .where(taskPolicy.readableIn(viewer))
    .where((eb) => eb.and(conditions(eb, viewer, filter, ids && inIds(db.$kysely, 'Task.id', ids))));
  if (page.cursor) {
    // a forged cursor (not a row id) is no row: nothing after it, and never a database error
    const cursorId = rowIdFrom(page.cursor.id, 'Task');
    if (cursorId === null) return null;
    const [first] = order;
    const at = (eb: ExpressionBuilder<DB, 'Task'>) =>
      eb.selectFrom('Task as c').select(`c.${first.column}`).where('c.id', '=', cursorId).where('c.projectId', 'in', taskPolicy.readableProjectIds(eb, viewer));
    const [after, from] = first.dir === 'asc' ? (['>', '>='] as const) : (['<', '<='] as const);
    matching = matching.where((eb) =>
      eb.or([eb(`Task.${first.column}`, after, at(eb)), eb.and([eb(`Task.${first.column}`, '=', at(eb)), eb('Task.id', from, cursorId)])]),
    );
  }
  // A page's ids are found on the index alone (sorting ids, not whole rows); then only its rows are read.
  let pageIds = matching.select('Task.id');
  if (page.take !== undefined) {
    for (const o of order) pageIds = pageIds.orderBy(`Task.${o.column}`, o.dir);
    pageIds = pageIds.limit(Math.abs(page.take)).offset(page.skip ?? 0);
  }
  let query = db.$kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .selectAll('Task')
    .select('Project.name as projectName')
    .where('Task.id', 'in', pageIds);
  for (const o of order) query = query.orderBy(`Task.${o.column}`, o.dir);
  return { query, backwards };
}

/** How many of the tasks the viewer may read match the filter (all pages). */
export async function countTasks(db: Db, viewer: Viewer, filter: TaskFilter): Promise<number> {
  const ids = await searchedIds(db, viewer, filter);
  if (ids?.length === 0) return 0;
  const { count } = await db.$kysely
    .selectFrom('Task')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(taskPolicy.readableIn(viewer))
    .where((eb) => eb.and(conditions(eb, viewer, filter, ids && inIds(db.$kysely, 'Task.id', ids))))
    .executeTakeFirstOrThrow();
  return Number(count);
}

type Column = 'position' | 'priority' | 'createdAt' | 'id';

function orderOf(filter: TaskFilter, backwards: boolean) {
  return orderByFor(filter.orderBy ?? 'position', filter.direction ?? undefined).map((o) => {
    const [[column, dir]] = Object.entries(o) as [[Column, 'asc' | 'desc']];
    return { column, dir: backwards ? (dir === 'asc' ? ('desc' as const) : ('asc' as const)) : dir };
  });
}

/**
 * The filter's conditions. A projectId that is not readable simply matches nothing, like an unknown
 * one. `ids`: the rows a search kept (null without a search).
 */
function conditions(eb: ExpressionBuilder<DB, 'Task'>, viewer: Viewer, f: TaskFilter, amongIds: Expression<SqlBool> | null) {
  const and = [];
  if (f.projectId !== undefined && f.projectId !== null && f.projectId !== '') and.push(eb('Task.projectId', '=', rowIdFrom(f.projectId, 'Project') ?? -1));
  if (f.projectIds?.length)
    and.push(
      eb(
        'Task.projectId',
        'in',
        f.projectIds.map((id) => rowIdFrom(id, 'Project') ?? -1),
      ),
    );
  if (f.label?.length) {
    const labelIds = f.label.map((id) => rowIdFrom(id, 'Label') ?? -1);
    and.push(eb('Task.id', 'in', eb.selectFrom('TaskLabel').select('TaskLabel.taskId').where('TaskLabel.labelId', 'in', labelIds)));
  }
  const assignee = assigneeCondition(eb, f.assigneeId);
  if (assignee) and.push(assignee);
  if (typeof f.completed === 'boolean') and.push(eb('Task.completed', '=', f.completed));
  if (f.priority) {
    const band: { gte?: number; lte?: number } = BAND_RANGE[f.priority];
    if (band.gte !== undefined) and.push(eb('Task.priority', '>=', band.gte));
    if (band.lte !== undefined) and.push(eb('Task.priority', '<=', band.lte));
  }
  if (f.minPriority) and.push(eb('Task.priority', '>=', f.minPriority));
  if (f.completedSince) and.push(eb('Task.completedAt', '>=', f.completedSince));
  if (f.dateFrom || f.dateTo) {
    const within = (column: 'Task.dueDate' | 'Task.plannedDate') => {
      const bounds = [eb(column, 'is not', null)];
      if (f.dateFrom) bounds.push(eb(column, '>=', storedDay(f.dateFrom)));
      if (f.dateTo) bounds.push(eb(column, '<=', storedDay(f.dateTo)));
      return eb.and(bounds);
    };
    and.push(eb.or([within('Task.dueDate'), within('Task.plannedDate')]));
  }
  if (typeof f.overdue === 'boolean') {
    // a deadline day before today where the viewer is
    const today = storedDay(todayIn(viewer?.timeZone || 'UTC'));
    const overdue = eb.and([eb('Task.completed', '=', false), eb('Task.dueDate', 'is not', null), eb('Task.dueDate', '<', today)]);
    and.push(f.overdue ? overdue : eb.not(overdue));
  }
  if (typeof f.recurring === 'boolean') and.push(eb('Task.recurrence', f.recurring ? 'is not' : 'is', null));
  if (amongIds) and.push(amongIds);
  return and;
}

/** The assignee filter: a member's tasks. Null is no filter, as for every other argument (the Task List sends it for "anyone"). */
function assigneeCondition(eb: ExpressionBuilder<DB, 'Task'>, assigneeId: number | null | undefined) {
  if (assigneeId === undefined || assigneeId === null) return null;
  return eb('Task.assigneeId', '=', assigneeId);
}

/**
 * With a search, the ids of the readable tasks whose name or description contains it, matched in JS
 * (projects/search.ts) so that SQLite and PostgreSQL fold case the same; null without a search.
 */
async function searchedIds(db: Db, viewer: Viewer, f: TaskFilter): Promise<number[] | null> {
  if (!f.search) return null;
  const candidates = await db.$kysely
    .selectFrom('Task')
    .select(['Task.id', 'Task.name', 'Task.description'])
    .where(taskPolicy.readableIn(viewer))
    .where((eb) => eb.and(conditions(eb, viewer, f, null)))
    .execute();
  return matchingIds(candidates, f.search);
}

/** Every read, change and check of one task starts here, so it is compiled once. */
const taskWithProjectName = compiledOnce((kysely, id: number) =>
  kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .selectAll('Task')
    .select('Project.name as projectName')
    .where('Task.id', '=', id),
);

/** One task by id with its project's name, whoever's it is (the policy decides who sees it); inside a transaction too. */
export async function findTask(db: Db | Tx, id: number): Promise<(TaskRow & { project: { name: string } }) | null> {
  const {
    rows: [row],
  } = await taskWithProjectName(db.$kysely, id);
  if (!row) return null;
  const { projectName, ...task } = row;
  return { ...task, project: { name: projectName } };
}

/** The task the user created with this clientId (a repeated create answers it). */
export function findTaskByClientId(db: Db, userId: number, clientId: string) {
  return db.task.findUnique({ where: { userId_clientId: { userId, clientId } }, include: { project: { select: { name: true } } } });
}

/** The user's tasks created with any of these clientIds (an import looks up what it made before), in chunks the drivers take. */
export async function findTasksByClientIds(db: Db, userId: number, clientIds: string[]) {
  const rows: Array<{ id: number; projectId: number; clientId: string | null }> = [];
  for (let i = 0; i < clientIds.length; i += 500) {
    const chunk = clientIds.slice(i, i + 500);
    rows.push(...(await db.task.findMany({ where: { userId, clientId: { in: chunk } }, select: { id: true, projectId: true, clientId: true } })));
  }
  return rows;
}

/** A project a task is to be created in (who may add tasks is the project policy's), with the end of the viewer's task list. */
export function projectForNewTask(db: Db, projectId: number, viewer: Viewer) {
  return db.$kysely
    .selectFrom('Project')
    .select(['Project.id', 'Project.userId', 'Project.name'])
    .select((eb) =>
      eb
        .selectFrom('Task')
        .select((sub) => sub.fn.max('Task.position').as('max'))
        .where(taskPolicy.readableIn(viewer))
        .as('lastPosition'),
    )
    .where('Project.id', '=', projectId)
    .executeTakeFirst();
}

export type NewTask = Pick<
  TaskRow,
  | 'name'
  | 'description'
  | 'priority'
  | 'duration'
  | 'dueDate'
  | 'dueTime'
  | 'plannedDate'
  | 'recurrence'
  | 'recurFrom'
  | 'projectId'
  | 'position'
  | 'userId'
  | 'clientId'
> & { assigneeId?: number | null; parentId?: number | null };

/** Inserts a task (hot path: Kysely). Throws Prisma's P2002 on a repeated clientId, P2003 when the project is gone. */
export function insertTask(db: Db, task: NewTask): Promise<TaskRow> {
  const now = new Date();
  return db.$kysely
    .insertInto('Task')
    .values({ ...task, completed: false, timeSpent: 0, emailSent: false, occurrencesDone: 0, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TaskChange = Updateable<TaskTable>;

/** Writes the fields given (and updatedAt), answering the row as it is now, or undefined when it is gone. Hot path: Kysely. */
export function updateTask(db: Db | Tx, id: number, data: TaskChange): Promise<TaskRow | undefined> {
  return db.$kysely
    .updateTable('Task')
    .set({ ...data, updatedAt: new Date() })
    .where('Task.id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Changes a recurring task only while it is still at the occurrence `expected` (not completed, the
 * same count of occurrences done): of two completions of the same occurrence at once, one wins.
 * Answers whether it changed it.
 */
export async function updateOccurrence(tx: Tx, id: number, expected: { occurrencesDone: number }, data: Prisma.TaskUncheckedUpdateInput) {
  const { count } = await tx.task.updateMany({ where: { id, completed: false, occurrencesDone: expected.occurrencesDone }, data });
  return count === 1;
}

/**
 * A completed occurrence of a recurring task, kept in history: a copy of the series task as it was
 * when completed, which takes over its time spent (the series task moves on).
 */
export async function insertCompletedOccurrence(tx: Tx, series: TaskRow, completedAt: Date) {
  const occurrence = await tx.task.create({
    data: {
      name: series.name,
      description: series.description,
      priority: series.priority,
      duration: series.duration,
      projectId: series.projectId,
      userId: series.userId,
      position: series.position,
      completed: true,
      completedAt,
      timeSpent: series.timeSpent,
      dueDate: series.dueDate,
      dueTime: series.dueTime,
      plannedDate: series.plannedDate,
      recurFrom: series.recurFrom,
      assigneeEmail: series.assigneeEmail,
      assigneeName: series.assigneeName,
      emailSent: series.emailSent,
      emailSentAt: series.emailSentAt,
      seriesId: series.id,
    },
  });
  return occurrence;
}

export function deleteTask(db: Db, id: number) {
  return db.task.delete({ where: { id } });
}

/** Adds minutes to the time spent, atomically (two devices adding at once both count). */
export function addMinutes(db: Db, id: number, minutes: number, fieldChangedAt: string) {
  return db.task.update({ where: { id }, data: { timeSpent: { increment: minutes }, fieldChangedAt } });
}

/**
 * Moves the listed tasks into the slots they occupy now among `scope`'s tasks, in the order given;
 * every other task keeps its place. Any id outside the scope throws `missing()` and nothing changes.
 */
export async function reorderTasks(db: Db, scope: Prisma.TaskWhereInput, taskIds: number[], missing: () => Error) {
  return db.$transaction(async (tx) => {
    const mine = await tx.task.findMany({ where: scope, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, position: true } });
    const known = new Set(mine.map((t) => t.id));
    if (taskIds.some((id) => !known.has(id))) throw missing();
    const order = reorderedIds(
      mine.map((t) => t.id),
      taskIds,
    );
    const before = new Map(mine.map((t) => [t.id, t.position]));
    const moved: number[] = [];
    for (const [position, id] of order.entries()) {
      if (before.get(id) === position) continue;
      await tx.task.update({ where: { id }, data: { position } });
      moved.push(id);
    }
    const rows = await tx.task.findMany({ where: { id: { in: taskIds } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return { rows, moved };
  });
}

/** Pothos' selection of a Task (what a GraphQL answer reads of it and of its relations). */
type TaskSelection = Omit<Prisma.TaskFindUniqueArgs, 'where'>;

/** A task by id with a GraphQL selection, among those `scope` allows. */
export function findTaskSelected(db: Db, query: TaskSelection, id: number, scope: Prisma.TaskWhereInput = {}) {
  return db.task.findFirst({ ...query, where: { id, ...scope } });
}

/** A task just written, read again with a GraphQL selection. */
export function taskSelected(db: Db, query: TaskSelection, id: number) {
  return db.task.findUniqueOrThrow({ ...query, where: { id } });
}

/** Tasks by id with a GraphQL selection, in list order. */
export function findTasksSelected(db: Db, query: Omit<Prisma.TaskFindManyArgs, 'where' | 'orderBy'>, ids: number[]) {
  return db.task.findMany({ ...query, where: { id: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** The Streamline account behind an e-mail address, if any (an assignee's). */
export function accountByEmail(db: Db, email: string) {
  return db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true, status: true } });
}

/** The names of an account (an assignee's), if it exists. */
export function accountNamesById(db: Db, id: number) {
  return db.user.findUnique({ where: { id }, select: { name: true, username: true } });
}

/** Records that the task was assigned by e-mail. */
export function recordAssignment(db: Db, id: number, assignee: { assigneeEmail: string; assigneeName: string; assigneeId?: number }) {
  return db.task.update({ where: { id }, data: { ...assignee, emailSent: true, emailSentAt: new Date() } });
}

/** The open tasks with a deadline the filter allows, with their reminders, by deadline (the calendar feed). */
export function findTasksWithDeadlines(db: Db, readable: Prisma.TaskWhereInput) {
  return db.task.findMany({
    where: { AND: [readable, { dueDate: { not: null } }, { completed: false }] },
    include: { reminders: true },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  });
}
