import type { Db } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { Session, User } from '../../generated/prisma-sqlite/client.js';
import type { ProjectRole, SignedInUser } from '../../graphql/viewer.js';

export type SessionWithUser = Session & { user: User | null };
/** A session with its user and, for a signed-in user, the projects they belong to (project id → role). */
export type SessionLookup = { session: SessionWithUser; memberships: Map<number, ProjectRole> };

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
 * The memberships of the session's user, found by the session id, so that on PostgreSQL both queries
 * go out at once. A query of its own rather than a join with the session's: a joined row would repeat
 * the session's and user's columns (and their conversions) for every project.
 */
const membershipsOfSession = compiledOnce((kysely, id: string) =>
  kysely
    .selectFrom('Session')
    .innerJoin('ProjectMember', 'ProjectMember.userId', 'Session.userId')
    .select(['ProjectMember.projectId', 'ProjectMember.role'])
    .where('Session.id', '=', id),
);

/**
 * The session row of `id` (the SHA-256 of the cookie) with its user, the same row as Prisma's
 * `session.findUnique({ where: { id }, include: { user: true } })`, and the user's memberships. Every
 * request asks, so it is one Kysely query; the user's columns are named one by one
 * (sessionLookup.test.ts holds them to Prisma's).
 */
export async function findSessionWithUser(db: Db, id: string): Promise<SessionLookup | null> {
  const [{ rows }, { rows: members }] = await Promise.all([sessionWithUser(db.$kysely, id), membershipsOfSession(db.$kysely, id)]);
  if (!rows.length) return null;
  const memberships = new Map<number, ProjectRole>();
  for (const m of members) memberships.set(m.projectId, m.role as ProjectRole);
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
  } = rows[0];
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
  return { session: { ...session, user }, memberships };
}

/** The session's user as a viewer (with their memberships) while they are approved, else null. */
export function approvedViewer({ session, memberships }: SessionLookup): SignedInUser | null {
  return session.user?.status === 'approved' ? { ...session.user, memberships } : null;
}
