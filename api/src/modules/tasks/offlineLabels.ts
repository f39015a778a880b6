import type { Deps, Viewer } from '../../graphql/context.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { findLabelsByIds, labelIdsByTask } from '../labels/repository.js';
import { labelPolicy } from '../labels/policy.js';

const labelIds = (list: unknown[]) => list.map((v) => rowIdFrom(v, 'Label'));

/**
 * The viewer's own labels a replayed offline edit leaves on a task, merged label by label: what the
 * edit added to the labels its client last saw (`base`) is added to the task's labels now, what it
 * took off is taken off, and a label put on meanwhile (another device of the viewer) stays. An added
 * label the viewer no longer has (deleted on another device meanwhile) is left off, as the client
 * leaves off a label made offline that never reached the server; the rest of the change still goes.
 * Labels are personal, so another member's labels are never read or touched, and there is no
 * conflict to tell. With no base (an edit queued before clients sent one) or ids that do not parse,
 * the sent list stands as it is and the task update answers it as it would.
 */
export async function mergedOfflineLabels(deps: Deps, viewer: Viewer, taskId: number, sent: unknown, base: unknown): Promise<unknown> {
  if (!Array.isArray(sent) || !Array.isArray(base)) return sent;
  const wanted = labelIds(sent);
  if (wanted.includes(null)) return sent;
  // a label of the base made offline and never synced, or since deleted, has nothing to take off
  const seen = new Set(labelIds(base).filter((id) => id !== null));
  const sentSet = new Set(wanted as number[]);
  const [now, usable] = await Promise.all([
    labelIdsByTask(deps.db, [taskId], labelPolicy.readableIn(viewer)),
    findLabelsByIds(
      deps.db,
      [...sentSet].filter((id) => !seen.has(id)),
      labelPolicy.readableWhere(viewer),
    ),
  ]);
  const added = usable.filter((label) => labelPolicy.canUse(viewer, label)).map((label) => label.id);
  const removed = new Set([...seen].filter((id) => !sentSet.has(id)));
  return [...new Set([...(now.get(taskId) ?? []), ...added])].filter((id) => !removed.has(id));
}
