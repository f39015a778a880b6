/** Relay global IDs as the server encodes them (Pothos: base64 of "Type:rowId"). */
export function globalId(type: 'Task' | 'Project' | 'Notification' | 'Label' | 'Reminder', rowId: number | string): string {
  return btoa(`${type}:${rowId}`);
}

/** The type and row id a global ID names ("Task:12" → Task, "12"), or null for anything else. */
export function fromGlobalId(id: string): { type: string; rowId: string } | null {
  try {
    const [, type, rowId] = /^([A-Za-z]+):(.+)$/.exec(atob(id)) ?? [];
    return type ? { type, rowId } : null;
  } catch {
    return null;
  }
}

export const taskGlobalId = (rowId: number) => globalId('Task', rowId);
export const projectGlobalId = (rowId: number) => globalId('Project', rowId);
