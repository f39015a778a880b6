import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { READ_THREAD_SOURCE, startSqliteReadWorker, type SqliteReadWorker } from './sqliteReadWorker.js';

/** Three seconds of SQLite work for one read (a recursive count), to see what the main thread does meanwhile. */
const SLOW_READ = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT count(*) FROM c';

describe('SQLite reader thread', () => {
  let dir: string;
  let file: string;
  let writer: Database.Database;
  let reader: SqliteReadWorker | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-thread-'));
    file = join(dir, 'db.sqlite');
    writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    writer.exec(`CREATE TABLE "Task" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "done" INTEGER, "at" TEXT);
      INSERT INTO "Task" ("name", "done", "at") VALUES ('Write the report', 0, '2026-11-25T10:00:00.000Z'), ('Call Ana', 1, NULL);`);
  });
  afterEach(async () => {
    await reader?.close();
    reader = undefined;
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows as arrays in the SELECT order, and sees what the writer committed just before', async () => {
    reader = await startSqliteReadWorker(file);
    expect(await reader.all('SELECT "id", "name", "done", "at" FROM "Task" WHERE "id" = ?', [1])).toEqual([
      [1, 'Write the report', 0, '2026-11-25T10:00:00.000Z'],
    ]);
    writer.prepare('INSERT INTO "Task" ("name", "done") VALUES (?, 0)').run('Plan the week');
    expect(await reader.all('SELECT "name" FROM "Task" ORDER BY "id"', [])).toEqual([['Write the report'], ['Call Ana'], ['Plan the week']]);
  });

  it("sets the app's reader pragmas on its connection", async () => {
    reader = await startSqliteReadWorker(file);
    expect(await reader.all('PRAGMA cache_size', [])).toEqual([[-65536]]);
    expect(await reader.all('PRAGMA busy_timeout', [])).toEqual([[5000]]);
  });

  it("fails a bad read with SQLite's message and code, and goes on answering", async () => {
    reader = await startSqliteReadWorker(file);
    const bad = reader.all('SELECT nope FROM "Task"', []);
    await expect(bad).rejects.toThrow('no such column: nope');
    await expect(bad).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
    await expect(reader.all('DELETE FROM "Task" RETURNING "id"', [])).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    expect(await reader.all('SELECT count(*) FROM "Task"', [])).toEqual([[2]]);
  });

  it('reads beside the main thread: a timer fires while a long read runs', async () => {
    reader = await startSqliteReadWorker(file);
    const order: string[] = [];
    const read = reader.all(SLOW_READ, [3_000_000]).then((rows) => order.push(`read ${rows[0][0]}`));
    await new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    await read;
    expect(order).toEqual(['timer', 'read 3000000']);
  });

  it('refuses to start on a file that is not there, so the app reads on the main thread instead', async () => {
    await expect(startSqliteReadWorker(join(dir, 'missing.sqlite'))).rejects.toThrow(
      `the SQLite reader cannot open ${join(dir, 'missing.sqlite')}: unable to open database file`,
    );
  });

  it('fails the reads a dying thread held, and starts another for the next read', async () => {
    // the real thread's code, which ends its thread on a read of "exit"
    const dying = READ_THREAD_SOURCE.replace("parentPort.on('message', ({ id, sql, params }) => {", "$& if (sql === 'exit') process.exit(1);");
    expect(dying).not.toBe(READ_THREAD_SOURCE);
    reader = await startSqliteReadWorker(file, dying);
    await expect(reader.all('exit', [])).rejects.toThrow('the SQLite reader thread stopped');
    expect(await reader.all('SELECT "name" FROM "Task" WHERE "id" = ?', [2])).toEqual([['Call Ana']]);
  });

  it('refuses reads once closed', async () => {
    reader = await startSqliteReadWorker(file);
    await reader.close();
    await expect(reader.all('SELECT 1', [])).rejects.toThrow('the SQLite reader is closed');
  });
});
