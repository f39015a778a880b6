import { nestSubtasks } from './nestSubtasks.ts';

const t = (rowId: number, parentRowId: number | null = null) => ({ rowId, parentRowId });

describe('nestSubtasks', () => {
  it('puts subtasks under their parent, several levels deep, in the given order', () => {
    const { rows, depthOf, parents } = nestSubtasks([t(3, 1), t(1), t(2), t(4, 3), t(5, 1)], new Set());
    expect(rows.map((r) => r.rowId)).toEqual([1, 3, 4, 5, 2]);
    expect([...depthOf.entries()].sort()).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 2],
      [5, 1],
    ]);
    expect([...parents].sort()).toEqual([1, 3]);
  });

  it('hides the subtasks of a collapsed parent, and keeps a subtask whose parent is not loaded at the top', () => {
    expect(nestSubtasks([t(1), t(3, 1), t(4, 3), t(7, 99)], new Set([1])).rows.map((r) => r.rowId)).toEqual([1, 7]);
    expect(nestSubtasks([t(1), t(3, 1), t(4, 3)], new Set([3])).rows.map((r) => r.rowId)).toEqual([1, 3]);
  });

  it('still shows every task of a cycle', () => {
    expect(nestSubtasks([t(1, 2), t(2, 1)], new Set()).rows).toHaveLength(2);
  });
});
