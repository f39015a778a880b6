import type { User } from '../generated/prisma-sqlite/client.js';

/** A member's role in a project, from most to least rights. */
export type ProjectRole = 'owner' | 'admin' | 'editor' | 'viewer';

/**
 * A signed-in user with the projects they belong to (project id → role), read once with the session
 * (again before each live event), so the policies answer for any row without a query of their own.
 */
export type SignedInUser = User & { memberships: Map<number, ProjectRole> };

/** The signed-in user of a request, or null. Its own module so that policies can name it without importing the GraphQL context. */
export type Viewer = SignedInUser | null;
