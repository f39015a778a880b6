import type { Session, User } from '../../generated/prisma-sqlite/client.js';
import type { SqlDriver } from '../../db/sqlDriver.js';
import { Sql } from '../../db/sqlBuilder.js';
import { decodeRow, modelColumns, selectColumns } from '../../db/modelRows.js';

const SESSION = modelColumns('Session');
const USER = modelColumns('User');
const COLUMNS = `${selectColumns(SESSION, 's')}, ${selectColumns(USER, 'u')}`;
/** where u."id" lands in the row: null when the session has no user (a two-factor challenge) */
const USER_ID = SESSION.length + USER.findIndex((c) => c.name === 'id');

export type SessionWithUser = Session & { user: User | null };

/**
 * The session row of `id` (the SHA-256 of the cookie) with its user, on the driver: the same row as
 * Prisma's `session.findUnique({ where: { id }, include: { user: true } })`, for every request (issue 9).
 */
export async function findSessionWithUser(reader: SqlDriver, id: string): Promise<SessionWithUser | null> {
  const sql = new Sql(reader.dialect);
  const text = `SELECT ${COLUMNS} FROM "Session" s LEFT JOIN "User" u ON u."id" = s."userId" WHERE s."id" = ${sql.param(id)}`;
  const [row] = await reader.all(text, sql.params);
  if (!row) return null;
  const session = decodeRow<Session>(reader.dialect, SESSION, row);
  const user = row[USER_ID] === null ? null : decodeRow<User>(reader.dialect, USER, row, SESSION.length);
  return { ...session, user };
}
