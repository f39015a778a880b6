import type { ProjectRole, Viewer } from '../graphql/viewer.js';

/** No user has this id: a filter for "nobody's rows" when no one is signed in. */
const NOBODY = -1;

/** The signed-in viewer's id, or an id no row has. */
export const viewerIdOrNobody = (viewer: Viewer): number => viewer?.id ?? NOBODY;

/** The rule behind the personal policies (timer, settings, notifications…): the viewer owns the row. */
export const owns = (viewer: Viewer, row: { userId: number | null }): boolean => !!viewer && row.userId === viewer.id;

export const PROJECT_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const satisfies readonly ProjectRole[];

const RANK: Record<ProjectRole, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export const isProjectRole = (value: unknown): value is ProjectRole => typeof value === 'string' && value in RANK;

/** The viewer's role in a project, or null when they are not a member (or not signed in). */
export const roleIn = (viewer: Viewer, projectId: number): ProjectRole | null => viewer?.memberships.get(projectId) ?? null;

/** The rule behind the shared policies: the viewer is a member of the project with at least this role. */
export const hasRole = (viewer: Viewer, projectId: number, least: ProjectRole): boolean => {
  const role = roleIn(viewer, projectId);
  return role !== null && RANK[role] >= RANK[least];
};

/** The roles at least as strong as `least` (for filters in SQL). */
export const rolesFrom = (least: ProjectRole): ProjectRole[] => PROJECT_ROLES.filter((r) => RANK[r] >= RANK[least]);
