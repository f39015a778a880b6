import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { commitTogether, writeQueue, type QueuedWrite } from './sqliteGroupCommit.js';

const INSERT = 'INSERT INTO "Task" ("name", "projectId") VALUES (?, ?) RETURNING "id", "name"';

describe('SQLite group commit', () => {
  let dir: string;
  let writer: Database.Database;
  let reader: Database.Database;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    writer = new Database(join(dir, 'db.sqlite'));
    writer.pragma('journal_mode = WAL');
    writer.pragma('foreign_keys = ON');
    writer.exec(`CREATE TABLE "Project" ("id" INTEGER PRIMARY KEY);
      CREATE TABLE "Task" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL UNIQUE, "projectId" INTEGER NOT NULL REFERENCES "Project"("id"));
      INSERT INTO "Project" ("id") VALUES (1);`);
    reader = new Database(join(dir, 'db.sqlite'), { readonly: true });
  });
  afterEach(() => {
    reader.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const statement = (sql: string) => writer.prepare<unknown[]>(sql).raw(true);
  /** Queues the writes as the app's requests do and settles each: its rows or its error code. */
  async function writeAll(...params: unknown[][]) {
    const batches: number[] = [];
    const write = writeQueue((writes: QueuedWrite[]) => {
      batches.push(writes.length);
      commitTogether(writer, statement, writes);
    });
    const settled = await Promise.allSettled(params.map((p) => write(INSERT, p)));
    return { batches, outcomes: settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as { code: string }).code)) };
  }
  const stored = () => reader.prepare('SELECT "name" FROM "Task" ORDER BY "id"').pluck().all();

  it('commits the writes of one turn together, and answers each once they are on disk', async () => {
    const { batches, outcomes } = await writeAll(['a', 1], ['b', 1], ['c', 1]);
    expect(batches).toEqual([3]);
    expect(outcomes).toEqual([[[1, 'a']], [[2, 'b']], [[3, 'c']]]);
    // committed: another connection reads them, and the writer holds no transaction open
    expect(stored()).toEqual(['a', 'b', 'c']);
    expect(writer.inTransaction).toBe(false);
  });

  it('fails a write that breaks a constraint alone and keeps the others of its commit', async () => {
    const { batches, outcomes } = await writeAll(['a', 1], ['b', 99], ['a', 1], ['d', 1]);
    expect(batches).toEqual([4]);
    expect(outcomes).toEqual([[[1, 'a']], 'SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_UNIQUE', [[2, 'd']]]);
    expect(stored()).toEqual(['a', 'd']);
  });

  it('fails every write of a commit that an error ended: none of them was answered, none is stored', async () => {
    // as SQLite may end a transaction on a full disk or an I/O error: RAISE(ROLLBACK) ends it for sure
    writer.exec(`CREATE TRIGGER "ends" BEFORE INSERT ON "Task" WHEN NEW."name" = 'ends it' BEGIN SELECT RAISE(ROLLBACK, 'ended'); END`);
    const { batches, outcomes } = await writeAll(['before', 1], ['ends it', 1], ['after', 1]);
    expect(batches).toEqual([3]);
    expect(outcomes).toEqual(['SQLITE_CONSTRAINT_TRIGGER', 'SQLITE_CONSTRAINT_TRIGGER', 'SQLITE_CONSTRAINT_TRIGGER']);
    expect(stored()).toEqual([]);
    expect(writer.inTransaction).toBe(false);
  });

  it('runs a lone write on its own, and writes of later turns in later commits', async () => {
    const batches: number[] = [];
    const write = writeQueue((writes) => {
      batches.push(writes.length);
      commitTogether(writer, statement, writes);
    });
    expect(await write(INSERT, ['a', 1])).toEqual([[1, 'a']]);
    const [b, c] = await Promise.all([write(INSERT, ['b', 1]), write(INSERT, ['c', 1])]);
    expect([b, c]).toEqual([[[2, 'b']], [[3, 'c']]]);
    await expect(write(INSERT, ['d', 99])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(batches).toEqual([1, 2, 1]);
    expect(stored()).toEqual(['a', 'b', 'c']);
  });
});
