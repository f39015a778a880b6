import type { Viewer } from './context.js';

/**
 * The viewer owns a row: the `ownsRow` scope and the types' own checks (Task, Project, …) are this one rule.
 * A type answers it as a boolean rather than as a scope map: scope-auth takes a boolean as it is, and a
 * map goes through its scope evaluation once per object (issue 9: a list page is 50 tasks).
 */
export function ownsRow(ctx: { viewer: Viewer }, userId: number): boolean {
  return !!ctx.viewer && ctx.viewer.id === userId;
}
