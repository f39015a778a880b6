/** A project picked by hand in the quick add, on the screen (its project filter) it was picked on. */
export type QuickAddPick = { rowId: number; on: number | null };

/**
 * The quick add's project: the one picked by hand on this screen; else the screen's own project once
 * the list has it (a project made a moment ago may reach the list after the screen did); else `fallback`.
 */
export function quickAddProject(pick: QuickAddPick | null, screenProject: number | null, listed: ReadonlySet<number>, fallback: number): number {
  if (pick && pick.on === screenProject && listed.has(pick.rowId)) return pick.rowId;
  if (screenProject !== null && listed.has(screenProject)) return screenProject;
  return fallback;
}
