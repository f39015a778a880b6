import type { Db } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { Session, User } from '../../generated/prisma-sqlite/client.js';

export type SessionWithUser = Session & { user: User | null };

/** Every request runs it, so it is compiled once. */
const sessionWithUser = compiledOnce((kysely, id: string) =>
  kysely
    .selectFrom('Session')
    .leftJoin('User', 'User.id', 'Session.userId')
    .selectAll('Session')
    .select([
      'User.id as u_id',
      'User.username as u_username',
      'User.email as u_email',
      'User.password as u_password',
      'User.twoFactorEnabled as u_twoFactorEnabled',
      'User.twoFactorSecret as u_twoFactorSecret',
      'User.twoFactorLastStep as u_twoFactorLastStep',
      'User.name as u_name',
      'User.status as u_status',
      'User.role as u_role',
      'User.timeZone as u_timeZone',
      'User.createdAt as u_createdAt',
      'User.updatedAt as u_updatedAt',
    ])
    .where('Session.id', '=', id),
);

/**
 * The session row of `id` (the SHA-256 of the cookie) with its user: the same row as Prisma's
 * `session.findUnique({ where: { id }, include: { user: true } })`. Every request asks, so it is one
 * Kysely query; the user's columns are named one by one (sessionLookup.test.ts holds them to Prisma's).
 */
export async function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | null> {
  const {
    rows: [row],
  } = await sessionWithUser(db.$kysely, id);
  if (!row) return null;
  const {
    u_id,
    u_username,
    u_email,
    u_password,
    u_twoFactorEnabled,
    u_twoFactorSecret,
    u_twoFactorLastStep,
    u_name,
    u_status,
    u_role,
    u_timeZone,
    u_createdAt,
    u_updatedAt,
    ...session
  } = row;
  const user =
    u_id === null
      ? null
      : {
          id: u_id,
          username: u_username!,
          email: u_email!,
          password: u_password!,
          twoFactorEnabled: u_twoFactorEnabled!,
          twoFactorSecret: u_twoFactorSecret,
          twoFactorLastStep: u_twoFactorLastStep,
          name: u_name,
          status: u_status!,
          role: u_role!,
          timeZone: u_timeZone!,
          createdAt: u_createdAt!,
          updatedAt: u_updatedAt!,
        };
  return { ...session, user };
}
