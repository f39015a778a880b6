/** A key press as the registry writes it: "Mod+k" (Ctrl or ⌘), "Space", "ArrowDown", a letter in lower case, "?". */
export function keyOf(event: KeyboardEvent | { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): string | null {
  if (event.altKey) return null;
  const key = event.key === ' ' ? 'Space' : event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) return `Mod+${key}`;
  return key;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** Whether keys typed here are text (inputs, textareas, selects, contenteditable): single-key shortcuts stay quiet there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Whether a dialog (or another modal layer) is open: its own keys come first. */
export function modalOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** How the overlay shows a key. */
export function keyLabel(key: string, mac: boolean): string {
  const names: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', Space: 'Space', Enter: 'Enter', Delete: 'Delete', Home: 'Home', End: 'End' };
  if (key.startsWith('Mod+')) return `${mac ? '⌘' : 'Ctrl'} ${key.slice(4).toUpperCase()}`;
  return names[key] ?? key;
}
