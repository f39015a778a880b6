import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import type { OpenTask } from '../ai/repository.js';
import type { InsightTask } from '../ai/insights.js';
import { readableTasksVersion, readableTaskRows } from './repository.js';

/**
 * The tasks a user's assistant reads, kept between messages. Each message first asks the database
 * whether the user's readable tasks changed (`readableTasksVersion`, one aggregate row), so a change
 * made anywhere (another instance, the web app) is seen by the next message. When they did, only the
 * rows changed since the latest change kept are read, unless a task went (the count says so), the
 * projects changed or the user's memberships did: then all of them are read again. The arrays are
 * frozen: every message shares them.
 */

export type ChatTask = OpenTask & InsightTask & { updatedAt: Date; assigneeId: number | null };
export type TaskSnapshot = {
  /** every readable task, oldest first */
  all: ChatTask[];
  /** the open ones in list order */
  open: ChatTask[];
  /** the completed ones, oldest first */
  done: ChatTask[];
  openNames: string[];
};

type Entry = {
  memberships: string;
  projects: string;
  tasks: string;
  rows: Map<number, ChatTask>;
  /** the latest `updatedAt` among the rows */
  latest: Date;
  snapshot: TaskSnapshot;
  /** this process changed the user's tasks since: read what changed even if the version looks the same */
  stale: boolean;
};
const cache = new LRUCache<number, Entry>({ max: 500 });

const frozen = <T>(items: T[]) => Object.freeze(items) as T[];

function snapshotOf(rows: Map<number, ChatTask>): TaskSnapshot {
  const all = [...rows.values()].sort((a, b) => a.id - b.id);
  const open = all.filter((t) => !t.completed).sort((a, b) => a.position - b.position || a.id - b.id);
  return { all: frozen(all), open: frozen(open), done: frozen(all.filter((t) => t.completed)), openNames: frozen(open.map((t) => t.name)) };
}

/** The user's readable tasks as they are in the database now. */
export async function readTaskSnapshot(db: Db, user: NonNullable<Viewer>): Promise<TaskSnapshot> {
  // which projects the user belongs to is part of what they may read, beside what the rows say
  const memberships = [...user.memberships.keys()].sort((a, b) => a - b).join(',');
  const version = await readableTasksVersion(db, user);
  const kept = cache.get(user.id);
  const same = kept?.memberships === memberships && kept.projects === version.projects;
  if (same && kept.tasks === version.tasks && !kept.stale) return kept.snapshot;

  let rows: Map<number, ChatTask> | null = null;
  if (same) {
    rows = new Map(kept.rows);
    // a millisecond early: a change stored within the same millisecond as the latest kept one is read too
    for (const row of (await readableTaskRows(db, user, new Date(kept.latest.getTime() - 1))) as ChatTask[]) rows.set(row.id, row);
    // a task that went (or is no longer readable) is still in the map: read them all
    if (rows.size !== version.count) rows = null;
  }
  rows ??= new Map(((await readableTaskRows(db, user)) as ChatTask[]).map((r) => [r.id, r]));
  let latest = new Date(0);
  for (const row of rows.values()) if (row.updatedAt > latest) latest = row.updatedAt;
  // the version was read before the rows: a change in between makes the next message read again, never miss it
  const entry: Entry = { memberships, ...version, rows, latest, snapshot: snapshotOf(rows), stale: false };
  cache.set(user.id, entry);
  return entry.snapshot;
}

/** After this process changed a user's tasks: the next read looks at what changed (two changes within one millisecond keep the same version). */
export function markTasksChanged(userId: number) {
  const kept = cache.get(userId);
  if (kept) kept.stale = true;
}
