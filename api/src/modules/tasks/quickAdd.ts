import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { projectPolicy } from '../projects/policy.js';
import { findProjectsInMemberOrder } from '../projects/repository.js';
import { signedIn } from '../projects/service.js';
import { listLabels } from '../labels/service.js';
import type { QuickAdd } from '../../../../shared/tasks/quickAdd.js';
import { QuickAddTextInput } from '../../../../shared/tasks/validation.js';

/**
 * POST /api/tasks/parse: what the quick add would set for this line, read with the viewer's time zone
 * (their User.timeZone, as the session lookup read it), only the projects they may add tasks to and
 * their labels (an unknown "@word" stays in the name).
 * Writes nothing.
 */
export async function parseTaskText(deps: Deps, viewer: Viewer, input: unknown, now = new Date()): Promise<QuickAdd> {
  signedIn(viewer);
  const { text } = parseInput(QuickAddTextInput, input ?? {});
  const projects = await findProjectsInMemberOrder(deps.db, viewer.id, projectPolicy.readableWhere(viewer), { select: { id: true, name: true, userId: true } });
  const open = projects.filter((p) => projectPolicy.canAddTasks(viewer, p)).map(({ id, name }) => ({ id, name }));
  const labels = (await listLabels(deps, viewer)).map(({ id, name }) => ({ id, name }));
  // loaded on first use, with chrono-node
  const { parseQuickAdd } = await import('../../../../shared/tasks/quickAdd.js');
  return parseQuickAdd({ text, now, timeZone: viewer.timeZone || 'UTC', projects: open, labels });
}
