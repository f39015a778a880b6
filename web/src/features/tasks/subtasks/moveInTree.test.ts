import { dropBetween, indent, nestUnder, outdent, subtreeOf, type TreeTask } from './moveInTree.ts';
import { nestSubtasks } from './nestSubtasks.ts';

// row id, parent, position (its order), project
const t = (rowId: number, parentRowId: number | null = null, position = rowId, projectRowId = 1): TreeTask => ({ rowId, parentRowId, position, projectRowId });

/**
 * 1
 *   2
 *     3
 *   4
 * 5
 * 6 (project 2)
 */
const tasks = [t(1), t(2, 1), t(3, 2), t(4, 1), t(5), t(6, null, 6, 2)];
const shown = () => nestSubtasks(tasks, new Set());

describe('moving tasks in the subtask tree', () => {
  it('finds a task and everything under it', () => {
    expect([...subtreeOf(tasks, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeOf(tasks, 5)]).toEqual([5]);
  });

  it('nests a task as the last subtask of another, taking it to that project, and refuses its own subtree', () => {
    expect(nestUnder(tasks, 5, 1)).toEqual({ rowId: 5, parentRowId: 1, order: null });
    // 2 (position 2) goes after 4 (position 4) among 1's subtasks
    expect(nestUnder(tasks, 2, 5)).toEqual({ rowId: 2, parentRowId: 5, order: null });
    expect(nestUnder(tasks, 5, 6)).toEqual({ rowId: 5, parentRowId: 6, projectRowId: 2, order: null });
    expect(nestUnder(tasks, 6, 1)).toEqual({ rowId: 6, parentRowId: 1, projectRowId: 1, order: null });
    expect(nestUnder([t(1), t(2, null, 0), t(3, 1)], 2, 1)).toEqual({ rowId: 2, parentRowId: 1, order: [3, 2] });
    expect(nestUnder(tasks, 1, 3)).toBe('cycle');
    expect(nestUnder(tasks, 1, 1)).toBe('cycle');
    // already its last subtask: nothing to do
    expect(nestUnder(tasks, 4, 1)).toBeNull();
  });

  it('indents under the sibling shown above, and not the first of its level', () => {
    const { rows, depthOf } = shown();
    const at = (rowId: number) => rows.findIndex((r) => r.rowId === rowId);
    expect(indent(tasks, rows, depthOf, at(4))).toEqual({ rowId: 4, parentRowId: 2, order: null });
    expect(indent(tasks, rows, depthOf, at(5))).toEqual({ rowId: 5, parentRowId: 1, order: null });
    expect(indent(tasks, rows, depthOf, at(2))).toBeNull();
    expect(indent(tasks, rows, depthOf, at(1))).toBeNull();
  });

  it('outdents to just after the parent', () => {
    expect(outdent(tasks, 3)).toEqual({ rowId: 3, parentRowId: 1, order: null });
    expect(outdent(tasks, 2)).toEqual({ rowId: 2, parentRowId: null, order: null });
    // a subtask placed before its parent moves to just after it
    expect(outdent([t(1, null, 5), t(2, 1, 1), t(7, null, 3)], 2)).toEqual({ rowId: 2, parentRowId: null, order: [7, 1, 2] });
    expect(outdent([t(1, null, 1), t(2, 1, 9), t(7, null, 3)], 2)).toEqual({ rowId: 2, parentRowId: null, order: [2, 7] });
    expect(outdent(tasks, 1)).toBeNull();
    // its parent is not loaded: top level where it is
    expect(outdent([t(3, 99)], 3)).toEqual({ rowId: 3, parentRowId: null, order: null });
  });

  it('a row dropped between others takes their parent', () => {
    const { rows } = shown(); // 1, 2, 3, 4, 5, 6
    const at = (rowId: number) => rows.findIndex((r) => r.rowId === rowId);
    // 5 dragged up onto 4: lands before 4, beside it under 1
    expect(dropBetween(tasks, rows, at(5), at(4))).toEqual({ parentRowId: 1 });
    // 3 dragged down onto 5: lands after 5, at the top level
    expect(dropBetween(tasks, rows, at(3), at(5))).toEqual({ parentRowId: null });
    // 5 dragged up onto 2 lands between 1 and its first subtask: under 1
    expect(dropBetween(tasks, rows, at(5), at(2))).toEqual({ parentRowId: 1 });
    // 6 (another project) dragged among 1's subtasks goes to their project
    expect(dropBetween(tasks, rows, at(6), at(4))).toEqual({ parentRowId: 1, projectRowId: 1 });
    // 1 dragged down onto its own subtask 3 would be under itself
    expect(dropBetween(tasks, rows, at(1), at(3))).toBe('cycle');
  });
});
