/**
 * Runs in the page (pass it to page.evaluate): scrolls the Task List to its last task one screen per
 * step, as pages of tasks load; resolves with the time it took (ms) and the steps. `total` is the
 * user's task count.
 */
export async function scrollTaskListToBottom(total: number): Promise<{ ms: number; steps: number }> {
  const el = document.querySelector('[data-testid="task-list-scroller"]') as HTMLElement;
  const count = () => document.querySelector('[data-testid="task-count"]')?.textContent ?? '';
  const t0 = performance.now();
  let steps = 0;
  while (performance.now() - t0 < 300_000) {
    el.scrollTop += el.clientHeight;
    steps += 1;
    await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2 && count().startsWith(`${total} of ${total}`)) break;
  }
  return { ms: performance.now() - t0, steps };
}
