/** Relay global IDs as the server encodes them (Pothos: base64 of "Type:rowId"). */
export function globalId(type: 'Task' | 'Project' | 'Notification' | 'Label' | 'Reminder', rowId: number | string): string {
  return btoa(`${type}:${rowId}`);
}

export const taskGlobalId = (rowId: number) => globalId('Task', rowId);
export const projectGlobalId = (rowId: number) => globalId('Project', rowId);
