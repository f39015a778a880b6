import type { Db, Tx } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { User } from '../../generated/prisma-sqlite/client.js';
import type { ProjectRole, SignedInUser } from '../../graphql/viewer.js';

/** Every request signed in with an API token reads it, so it is compiled once (a session reads its memberships with the session itself). */
const membershipsOf = compiledOnce((kysely, userId: number) =>
  kysely.selectFrom('ProjectMember').select(['ProjectMember.projectId', 'ProjectMember.role']).where('ProjectMember.userId', '=', userId),
);

/** The user as a viewer: with the projects they belong to and their role in each. */
export async function withMemberships(db: Db | Tx, user: User): Promise<SignedInUser> {
  const { rows } = await membershipsOf(db.$kysely, user.id);
  return { ...user, memberships: new Map(rows.map((r) => [r.projectId, r.role as ProjectRole])) };
}

/**
 * Keeps this request's viewer in step with a membership it just made or ended (a created project, an
 * accepted invitation, leaving), so the rest of the request (the mutation's answer) sees it.
 */
export function noteMembership(viewer: SignedInUser, projectId: number, role: ProjectRole | null) {
  if (role) viewer.memberships.set(projectId, role);
  else viewer.memberships.delete(projectId);
}

/** The members of these projects (each once): who a change to their tasks is told to. */
export async function memberIdsOf(db: Db | Tx, projectIds: number[]): Promise<number[]> {
  if (!projectIds.length) return [];
  const rows = await db.$kysely
    .selectFrom('ProjectMember')
    .select('ProjectMember.userId')
    .distinct()
    .where('ProjectMember.projectId', 'in', projectIds)
    .execute();
  return rows.map((r) => r.userId);
}
