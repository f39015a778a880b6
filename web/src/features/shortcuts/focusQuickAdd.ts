/** The quick-add line's input (Tasks and Task List screens). */
const QUICK_ADD = 'input[data-quick-add]';

/** Focuses the quick-add line, waiting for it while a screen opens (up to about two seconds). */
export function focusQuickAdd(framesLeft = 120) {
  const input = document.querySelector<HTMLInputElement>(QUICK_ADD);
  if (input) {
    input.focus();
    input.scrollIntoView({ block: 'nearest' });
  } else if (framesLeft > 0) requestAnimationFrame(() => focusQuickAdd(framesLeft - 1));
}

export const hasQuickAdd = () => document.querySelector(QUICK_ADD) !== null;
