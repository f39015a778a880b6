import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import type { Viewer } from '../../graphql/viewer.js';
import { taskPolicy } from '../tasks/policy.js';
import { projectPolicy } from '../projects/policy.js';

export type TaskMatch = { id: number; name: string; description: string | null; completed: boolean; projectId: number; projectName: string };
export type ProjectMatch = { id: number; name: string; description: string | null; position: number };

/**
 * The readable tasks in whose name or description every term begins a word, best first (a match in
 * the name counts more than one in the description), at most `limit`. Full-text indexes: FTS5 on
 * SQLite, a tsvector expression index on PostgreSQL (prisma/migrations/<provider>/*_task_search).
 * `terms` hold letters and digits only (shared/text/highlight.ts `searchTerms`), so they cannot
 * carry query syntax.
 */
export function findMatchingTasks(db: Db, provider: Config['provider'], viewer: Viewer, terms: string[], limit: number): Promise<TaskMatch[]> {
  return provider === 'postgres' ? findOnPostgres(db, viewer, terms, limit) : findOnSqlite(db, viewer, terms, limit);
}

function findOnSqlite(db: Db, viewer: Viewer, terms: string[], limit: number) {
  const match = terms.map((t) => `"${t}"*`).join(' ');
  // bm25: lower is better; the name's column weighs ten times the description's
  const hits = sql<{
    id: number;
    rank: number;
  }>`(SELECT rowid AS "id", bm25("TaskSearch", 10.0, 1.0) AS "rank" FROM "TaskSearch" WHERE "TaskSearch" MATCH ${match})`;
  return db.$kysely
    .selectFrom('Task')
    .innerJoin(hits.as('hit'), (j) => j.onRef('hit.id', '=', 'Task.id'))
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .select(['Task.id', 'Task.name', 'Task.description', 'Task.completed', 'Task.projectId', 'Project.name as projectName'])
    .where(taskPolicy.readableIn(viewer))
    .orderBy('hit.rank')
    .orderBy('Task.id', 'desc')
    .limit(limit)
    .execute();
}

/** The indexed expression, written as in the migration so that PostgreSQL uses its index. */
const taskVector = sql`(setweight(to_tsvector('simple'::regconfig, "Task"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("Task"."description", '')), 'B'))`;

function findOnPostgres(db: Db, viewer: Viewer, terms: string[], limit: number) {
  const query = sql`to_tsquery('simple'::regconfig, ${terms.map((t) => `'${t}':*`).join(' & ')})`;
  return db.$kysely
    .selectFrom('Task')
    .innerJoin('Project', 'Project.id', 'Task.projectId')
    .select(['Task.id', 'Task.name', 'Task.description', 'Task.completed', 'Task.projectId', 'Project.name as projectName'])
    .select(sql<number>`ts_rank(${taskVector}, ${query})`.as('rank'))
    .where(taskPolicy.readableIn(viewer))
    .where(sql<boolean>`${taskVector} @@ ${query}`)
    .orderBy('rank', 'desc')
    .orderBy('Task.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every project the viewer may read, in their order: at most MAX_PROJECTS, so matched in JS. */
export function findReadableProjects(db: Db, viewer: Viewer): Promise<ProjectMatch[]> {
  return db.project.findMany({
    where: projectPolicy.readableWhere(viewer),
    select: { id: true, name: true, description: true, position: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}
