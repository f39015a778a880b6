/** Type colours of the spec: task blue, project purple, ai green, any other grey. */
const STYLES: Record<string, { chip: string; label: string }> = {
  task: { chip: 'bg-blue-50 text-blue-700 ring-blue-200', label: 'Task' },
  project: { chip: 'bg-purple-50 text-purple-700 ring-purple-200', label: 'Project' },
  ai: { chip: 'bg-green-50 text-green-700 ring-green-200', label: 'AI' },
};
const OTHER = { chip: 'bg-slate-100 text-slate-600 ring-slate-200' };

export function notificationTypeStyle(type: string) {
  return STYLES[type] ?? { ...OTHER, label: type === 'system' ? 'System' : 'Other' };
}

/** "9+" above nine (spec section 9). */
export function badgeText(unread: number) {
  return unread > 9 ? '9+' : String(unread);
}
