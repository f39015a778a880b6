import type { Database, Statement } from 'better-sqlite3';
import type { Row } from './sqlDriver.js';

export type QueuedWrite = { sql: string; params: unknown[]; resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

/**
 * Collects the writes asked for in one turn of the event loop and hands them over together, on the
 * next `setImmediate`: requests whose bytes arrived together reach their INSERT in the same turn.
 */
export function writeQueue(flush: (writes: QueuedWrite[]) => void) {
  let queued: QueuedWrite[] | null = null;
  return (sql: string, params: unknown[]) =>
    new Promise<Row[]>((resolve, reject) => {
      if (!queued) {
        queued = [];
        setImmediate(() => {
          const writes = queued!;
          queued = null;
          flush(writes);
        });
      }
      queued.push({ sql, params, resolve, reject });
    });
}

/**
 * Runs the writes in one transaction, so that several share one commit (with synchronous = FULL, one
 * fsync: about a third of an INSERT's time on a small server's disk), and answers each only once that
 * commit is on disk. A write that breaks a constraint fails alone: SQLite backs out that statement
 * and keeps the transaction. An error that ends the transaction (a full disk, an I/O error) fails
 * every write of it, none of which was answered yet. Runs synchronously: nothing else reaches the
 * connection in between.
 */
export function commitTogether(connection: Database, statement: (sql: string) => Statement<unknown[]>, writes: QueuedWrite[]) {
  if (writes.length === 1) {
    const [write] = writes;
    try {
      write.resolve(statement(write.sql).all(...write.params) as Row[]);
    } catch (error) {
      write.reject(error);
    }
    return;
  }
  const outcomes: Array<{ rows: Row[] } | { error: unknown }> = [];
  try {
    connection.exec('BEGIN IMMEDIATE');
    for (const write of writes) {
      try {
        outcomes.push({ rows: statement(write.sql).all(...write.params) as Row[] });
      } catch (error) {
        if (!connection.inTransaction) throw error;
        outcomes.push({ error });
      }
    }
    connection.exec('COMMIT');
  } catch (error) {
    if (connection.inTransaction) connection.exec('ROLLBACK');
    for (const write of writes) write.reject(error);
    return;
  }
  writes.forEach((write, i) => {
    const outcome = outcomes[i];
    if ('rows' in outcome) write.resolve(outcome.rows);
    else write.reject(outcome.error);
  });
}
