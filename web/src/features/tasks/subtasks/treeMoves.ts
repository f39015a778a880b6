import { toast } from '../../../components/toast/toastStore.ts';
import { moveTaskInTree } from '../taskWrites.ts';
import { showSubtasks } from './collapsedSubtasks.ts';
import { indent, outdent, type TreeMove, type TreeRefusal, type TreeTask } from './moveInTree.ts';

export function tellMoveFailed(error: Error | TreeRefusal) {
  const description = error === 'cycle' ? 'A task cannot be a subtask of itself or of its own subtasks.' : error.message;
  toast({ title: 'Could not move the task', description, variant: 'destructive' });
}

/** Nests or un-nests a task, showing its new parent's subtasks. */
export function applyTreeMove(move: TreeMove) {
  if (move.parentRowId !== null) showSubtasks(move.parentRowId);
  moveTaskInTree(move).catch(tellMoveFailed);
}

/**
 * Ctrl+] (list:indent) or Ctrl+[ (list:outdent) on the shown row at `index`: `loaded` are the tasks
 * loaded here, `rows` and `depthOf` the rows as shown (nestSubtasks). False when the key is neither.
 */
export function treeKey(
  action: string | undefined,
  loaded: readonly TreeTask[],
  rows: readonly TreeTask[],
  depthOf: ReadonlyMap<number, number>,
  index: number,
): boolean {
  if (action !== 'list:indent' && action !== 'list:outdent') return false;
  const task = rows[index];
  // being saved (0) or created offline (below 0): it gets its place once saved
  if (!task || task.rowId <= 0) return true;
  const move = action === 'list:indent' ? indent(loaded, rows, depthOf, index) : outdent(loaded, task.rowId);
  if (move) applyTreeMove(move);
  return true;
}
