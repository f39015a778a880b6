/**
 * The new order of `current` (every row id of the owner, in display order) after moving the
 * `listed` ids into the slots they occupy now, in the order given. Rows left out keep their
 * place, so reordering a filtered view (one project's tasks) never disturbs the others.
 */
export function reorderedIds(current: number[], listed: number[]): number[] {
  const wanted = new Set(listed);
  const queue = [...listed];
  return current.map((id) => (wanted.has(id) ? (queue.shift() as number) : id));
}
