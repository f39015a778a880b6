import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import type { Viewer } from '../../graphql/viewer.js';
import { taskPolicy } from '../tasks/policy.js';
import { projectPolicy } from '../projects/policy.js';
import { findProjectsInMemberOrder } from '../projects/repository.js';
import { viewerIdOrNobody } from '../../lib/ownership.js';

export type TaskMatch = { id: number; name: string; description: string | null; completed: boolean; projectId: number; projectName: string };
export type ProjectMatch = { id: number; name: string; description: string | null };

/** Where every term must begin a word: the name alone, or the name and the description together. */
export type MatchIn = 'name' | 'anywhere';

/**
 * The full-text tables of prisma/migrations/<provider>/*_task_search (Prisma does not model them):
 * FTS5 on SQLite (rowid = the task's id), stored tsvectors on PostgreSQL (name weight A, description B).
 */
type SearchTables = { TaskSearch: { rowid: number; taskId: number; vector: string } };

/**
 * The readable tasks in which every term begins a word (in the name alone, or anywhere), newest
 * first, at most `limit`. Both databases walk their index newest first and stop at `limit`, so a
 * word that thousands of tasks hold costs no more than a rare one (a relevance score would have to
 * be computed for every match first). `terms` hold letters and digits only (shared/text/highlight.ts
 * `searchTerms`), so they carry no query syntax.
 */
export function findMatchingTasks(db: Db, provider: Config['provider'], viewer: Viewer, terms: string[], where: MatchIn, limit: number): Promise<TaskMatch[]> {
  const kysely = db.$kysely.withTables<SearchTables>();
  const columns = ['Task.id', 'Task.name', 'Task.description', 'Task.completed', 'Task.projectId', 'Project.name as projectName'] as const;
  if (provider === 'postgres') {
    const weight = where === 'name' ? 'A' : '';
    const query = terms.map((t) => `'${t}':*${weight}`).join(' & ');
    return kysely
      .selectFrom('Task')
      .innerJoin('TaskSearch', 'TaskSearch.taskId', 'Task.id')
      .innerJoin('Project', 'Project.id', 'Task.projectId')
      .select(columns)
      .where('TaskSearch.vector', '@@', sql<string>`to_tsquery('simple'::regconfig, ${query})`)
      .where(taskPolicy.readableIn(viewer))
      .orderBy('Task.id', 'desc')
      .limit(limit)
      .execute();
  }
  const phrase = terms.map((t) => `"${t}"*`).join(' ');
  const match = where === 'name' ? `name : (${phrase})` : phrase;
  return (
    kysely
      .selectFrom('TaskSearch')
      .innerJoin('Task', 'Task.id', 'TaskSearch.rowid')
      .innerJoin('Project', 'Project.id', 'Task.projectId')
      .select(columns)
      .where(sql<boolean>`"TaskSearch" MATCH ${match}`)
      .where(taskPolicy.readableIn(viewer))
      // FTS5 hands its rows out in rowid order: newest first, it stops at the limit
      .orderBy('TaskSearch.rowid', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Every project the viewer may read, in their order: at most MAX_PROJECTS, so matched in JS. */
export function findReadableProjects(db: Db, viewer: Viewer): Promise<ProjectMatch[]> {
  return findProjectsInMemberOrder(db, viewerIdOrNobody(viewer), projectPolicy.readableWhere(viewer), {
    select: { id: true, name: true, description: true },
  });
}
