import type { Deps, Viewer } from '../../graphql/context.js';
import type { Project, Task } from '../../generated/prisma-sqlite/client.js';
import { Sql } from '../../db/sqlBuilder.js';
import { decodeRow, modelColumns, selectColumns, type DateMode } from '../../db/modelRows.js';
import type { TaskRow } from './present.js';
import { parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { matchingIds } from '../projects/search.js';
import { signedIn } from '../projects/service.js';
import { orderByFor } from '../projects/orderBy.js';
import { BAND_RANGE } from '../../../../shared/tasks/priority.js';
import { TaskFilterInput, type TaskFilter } from '../../../../shared/tasks/validation.js';

/**
 * The viewer's task list (GET /api/tasks and Query.tasks) read on the driver, not through Prisma
 * (issue 9): the filters, the order and Prisma's cursor paging, written once for both dialects.
 */

const TASK = modelColumns('Task');
const PROJECT = modelColumns('Project');
const TASK_COLUMNS = selectColumns(TASK, 't');
const PROJECT_COLUMNS = selectColumns(PROJECT, 'p');
const COLUMNS_WITH_PROJECT_NAME = `${TASK_COLUMNS}, p."name"`;

/** A row whose DateTime values are ISO text (decodeRow's 'text' mode). */
type DatesAsText<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type TaskWithProject = DatesAsText<Task> & { project: DatesAsText<Project> };
export type TaskRowWithProjectName = TaskRow & { project: { name: string } };

/** A page as Prisma takes it: `take` < 0 reads backwards from the cursor; `skip` 1 leaves the cursor row out. */
export type TaskPage = { take?: number; skip?: number; cursor?: { id?: unknown } };

type Filter = ReturnType<typeof TaskFilterInput.parse>;

/**
 * Projects findTaskRows read whole for its rows' `project` (another task row may carry a partial
 * `project` selected by Prisma). The projects are marked, not the rows: a page has few of them, and a
 * weak collection's entries cost the garbage collector (issue 9).
 */
const wholeProjects = new WeakSet<object>();

/** The project findTaskRows read with this task, if it read the task (Task.project answers from it). */
export function projectReadWith(task: object): TaskWithProject['project'] | undefined {
  const project = (task as Partial<TaskWithProject>).project;
  return project && wholeProjects.has(project) ? project : undefined;
}

/**
 * The viewer's tasks matching the filter, in the filter's order, each with its project (Query.tasks).
 * Dates come as ISO text, as the answer carries them (the DateTime scalar passes such text through).
 * On SQLite the page's few projects are read by a second query, each once, rather than joined into
 * every row: their columns repeated on 50 rows cost more than the query (issue 9). On PostgreSQL a
 * second round trip costs more than the repeated columns, so they are joined.
 */
export async function findTaskRows(deps: Deps, viewer: Viewer, filterInput: TaskFilter | null | undefined, page: TaskPage = {}) {
  const dialect = deps.sql.dialect;
  if (dialect === 'postgres') {
    const projects = new Map<number, TaskWithProject['project']>(); // a page holds few projects: each decoded once
    const decodeProject = (row: unknown[]) => {
      const id = row[TASK.length] as number;
      let project = projects.get(id);
      if (!project) projects.set(id, (project = wholeProject(dialect, row, TASK.length)));
      return project;
    };
    return (await readTaskRows(deps, viewer, filterInput, page, `${TASK_COLUMNS}, ${PROJECT_COLUMNS}`, decodeProject, 'text')) as unknown as TaskWithProject[];
  }
  const tasks = (await readTaskRows(deps, viewer, filterInput, page, TASK_COLUMNS, null, 'text')) as unknown as TaskWithProject[];
  if (!tasks.length) return tasks;
  const sql = new Sql(dialect);
  const ids = [...new Set(tasks.map((t) => t.projectId))];
  const rows = await deps.sql.all(`SELECT ${PROJECT_COLUMNS} FROM "Project" p WHERE ${sql.inIds('p."id"', ids)}`, sql.params, 'text');
  const projects = new Map(rows.map((row) => wholeProject(dialect, row, 0)).map((project) => [project.id, project]));
  for (const task of tasks) task.project = projects.get(task.projectId)!;
  return tasks;
}

/** A project read whole, from `row[offset]` on, marked for projectReadWith. */
function wholeProject(dialect: Sql['dialect'], row: unknown[], offset: number) {
  const project = decodeRow<TaskWithProject['project']>(dialect, PROJECT, row, offset, 'text');
  wholeProjects.add(project);
  return project;
}

/**
 * The same rows for an answer (the REST list): only their project's name, and dates as the ISO text
 * the answer carries (presentTask takes either).
 */
export async function findTaskRowsWithProjectName(deps: Deps, viewer: Viewer, filterInput: TaskFilter | null | undefined, page: TaskPage = {}) {
  return readTaskRows(deps, viewer, filterInput, page, COLUMNS_WITH_PROJECT_NAME, (row) => ({ name: row[TASK.length] as string }), 'text') as Promise<
    TaskRowWithProjectName[]
  >;
}

async function readTaskRows(
  deps: Deps,
  viewer: Viewer,
  filterInput: TaskFilter | null | undefined,
  page: TaskPage,
  columns: string,
  /** the project read with each row (its columns follow the task's), or null: no join */
  projectOf: ((row: unknown[]) => object) | null,
  dates: DateMode = 'date',
) {
  signedIn(viewer);
  const filter = parseInput(TaskFilterInput, filterInput ?? {});
  const sql = new Sql(deps.sql.dialect);
  const where = await whereOf(deps, sql, viewer.id, filter);
  const backwards = (page.take ?? 0) < 0;
  const order = orderByFor(filter.orderBy ?? 'position', filter.direction ?? undefined).map((o) => {
    const [[column, dir]] = Object.entries(o);
    return { column, dir: backwards ? (dir === 'asc' ? 'desc' : 'asc') : dir };
  });
  if (page.cursor) {
    // a forged cursor (not a row id) is no row: nothing after it, and never a database error
    const cursorId = rowIdFrom(page.cursor.id, 'Task');
    if (cursorId === null) return [];
    where.push(fromCursor(sql, viewer.id, cursorId, order));
  }
  const join = projectOf ? ' JOIN "Project" p ON p."id" = t."projectId"' : '';
  let text = `SELECT ${columns} FROM "Task" t${join} WHERE ${where.join(' AND ')}
    ORDER BY ${order.map((o) => `t."${o.column}" ${o.dir.toUpperCase()}`).join(', ')}`;
  if (page.take !== undefined) text += ` LIMIT ${sql.param(Math.abs(page.take))} OFFSET ${sql.param(page.skip ?? 0)}`;
  const rows = (await deps.sql.scan(text, sql.params, dates)).map((row) => {
    const task = decodeRow<Task & { project?: object }>(sql.dialect, TASK, row, 0, dates);
    if (projectOf) task.project = projectOf(row);
    return task;
  });
  return backwards ? rows.reverse() : rows;
}

/** How many of the viewer's tasks match the filter (all pages). */
export async function countTaskRows(deps: Deps, viewer: Viewer, filterInput: TaskFilter | null | undefined) {
  signedIn(viewer);
  const filter = parseInput(TaskFilterInput, filterInput ?? {});
  const sql = new Sql(deps.sql.dialect);
  const where = await whereOf(deps, sql, viewer.id, filter);
  const [[count]] = await deps.sql.scan(`SELECT COUNT(*) FROM "Task" t WHERE ${where.join(' AND ')}`, sql.params);
  return Number(count);
}

/**
 * The filter's conditions. A projectId that is not the viewer's simply matches nothing, like an
 * unknown one. Search is matched in JS over the other conditions' rows (projects/search.ts), so that
 * SQLite and PostgreSQL fold case the same.
 */
async function whereOf(deps: Deps, sql: Sql, userId: number, f: Filter): Promise<string[]> {
  const where = [`t."userId" = ${sql.param(userId)}`];
  if (f.projectId !== undefined && f.projectId !== null && f.projectId !== '') {
    where.push(`t."projectId" = ${sql.param(rowIdFrom(f.projectId, 'Project') ?? -1)}`);
  }
  if (typeof f.completed === 'boolean') where.push(`t."completed" = ${sql.param(f.completed)}`);
  if (f.priority) {
    const band: { gte?: number; lte?: number } = BAND_RANGE[f.priority];
    if (band.gte !== undefined) where.push(`t."priority" >= ${sql.param(band.gte)}`);
    if (band.lte !== undefined) where.push(`t."priority" <= ${sql.param(band.lte)}`);
  }
  if (f.completedSince) where.push(`t."completedAt" >= ${sql.param(f.completedSince)}`);
  if (f.search) {
    const candidates = await deps.sql.scan(`SELECT t."id", t."name", t."description" FROM "Task" t WHERE ${where.join(' AND ')}`, [...sql.params]);
    const rows = candidates.map(([id, name, description]) => ({ id, name, description }) as { id: number; name: string; description: string | null });
    where.push(sql.inIds('t."id"', matchingIds(rows, f.search)));
  }
  return where;
}

/**
 * Prisma's cursor: the rows from the cursor row on, in the order (the cursor row included; `skip`
 * drops it). An unknown cursor reads nothing; the cursor row must be the viewer's.
 */
function fromCursor(sql: Sql, userId: number, cursorId: number, order: { column: string; dir: string }[]) {
  const [first] = order; // then id, in the same direction
  const at = () => `(SELECT c."${first.column}" FROM "Task" c WHERE c."id" = ${sql.param(cursorId)} AND c."userId" = ${sql.param(userId)})`;
  const [after, from] = first.dir === 'asc' ? ['>', '>='] : ['<', '<='];
  return `(t."${first.column}" ${after} ${at()} OR (t."${first.column}" = ${at()} AND t."id" ${from} ${sql.param(cursorId)}))`;
}
