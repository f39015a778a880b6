/**
 * Every keyboard shortcut of the app, in one list: the handlers (GlobalShortcuts.tsx for the app-wide
 * ones, TaskListView.tsx for the list's; TaskGroup.tsx for the Tasks screen's nest and un-nest) look keys
 * up here, and the "?" overlay lists them from here.
 * A key is written as `keyOf` (keys.ts) names it; a sequence ("g t") is keys pressed one after another.
 */
export type ShortcutScope = 'global' | 'taskList';

export type Shortcut = {
  id: string;
  /** alternatives, each a sequence of keys */
  keys: string[][];
  label: string;
  group: string;
  scope: ShortcutScope;
};

/** The screens "g" then a letter opens. */
export const GO_TO: Array<{ key: string; path: string; label: string }> = [
  { key: 'd', path: '/', label: 'Dashboard' },
  { key: 'p', path: '/projects', label: 'Projects' },
  { key: 't', path: '/tasks', label: 'Tasks' },
  { key: 'l', path: '/task-list', label: 'Task List' },
  { key: 'y', path: '/today', label: 'Today' },
  { key: 'u', path: '/upcoming', label: 'Upcoming' },
  { key: 'c', path: '/calendar', label: 'Calendar' },
  { key: 'f', path: '/pomodoro', label: 'Pomodoro Timer' },
  { key: 'i', path: '/ai-insights', label: 'AI Insights' },
  { key: 'a', path: '/chat', label: 'Claude AI Chat' },
  { key: 'k', path: '/links', label: 'Links' },
  { key: 's', path: '/settings', label: 'Settings' },
];

export const SHORTCUTS: Shortcut[] = [
  { id: 'palette', keys: [['Mod+k'], ['/']], label: 'Search and commands', group: 'General', scope: 'global' },
  { id: 'quickAdd', keys: [['n']], label: 'Quick add a task', group: 'General', scope: 'global' },
  { id: 'help', keys: [['?']], label: 'Show keyboard shortcuts', group: 'General', scope: 'global' },
  ...GO_TO.map((g) => ({ id: `go:${g.path}`, keys: [['g', g.key]], label: g.label, group: 'Go to', scope: 'global' as const })),
  { id: 'list:next', keys: [['j'], ['ArrowDown']], label: 'Next task', group: 'Task List', scope: 'taskList' },
  { id: 'list:previous', keys: [['k'], ['ArrowUp']], label: 'Previous task', group: 'Task List', scope: 'taskList' },
  { id: 'list:first', keys: [['Home']], label: 'First task', group: 'Task List', scope: 'taskList' },
  { id: 'list:last', keys: [['End']], label: 'Last task', group: 'Task List', scope: 'taskList' },
  { id: 'list:complete', keys: [['x'], ['Space']], label: 'Complete or reopen (with undo)', group: 'Task List', scope: 'taskList' },
  { id: 'list:open', keys: [['Enter'], ['o']], label: 'Open the task', group: 'Task List', scope: 'taskList' },
  { id: 'list:edit', keys: [['e']], label: 'Edit the task', group: 'Task List', scope: 'taskList' },
  { id: 'list:delete', keys: [['Delete'], ['#']], label: 'Delete (with undo)', group: 'Task List', scope: 'taskList' },
  { id: 'list:indent', keys: [['Mod+]']], label: 'Make it a subtask of the task above', group: 'Task List', scope: 'taskList' },
  { id: 'list:outdent', keys: [['Mod+[']], label: 'Move it out of its parent task', group: 'Task List', scope: 'taskList' },
];

/** The Task List shortcuts that change the task (a viewer of its project may not). */
export const TASK_CHANGING_SHORTCUTS: ReadonlySet<string> = new Set(['list:complete', 'list:edit', 'list:delete', 'list:indent', 'list:outdent']);

/** The shortcut a sequence of keys completes in a scope, or whether it begins one (then wait for the next key). */
export function lookUp(scope: ShortcutScope, pressed: string[]): { shortcut: Shortcut | null; prefix: boolean } {
  let prefix = false;
  for (const s of SHORTCUTS) {
    if (s.scope !== scope) continue;
    for (const seq of s.keys) {
      if (seq.length === pressed.length && seq.every((k, i) => k === pressed[i])) return { shortcut: s, prefix: false };
      if (seq.length > pressed.length && pressed.every((k, i) => k === seq[i])) prefix = true;
    }
  }
  return { shortcut: null, prefix };
}
