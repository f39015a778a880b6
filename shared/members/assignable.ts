/** Who may be a task's assignee: a member whose role lets them work on the project's tasks (a viewer only reads them). */
export const mayBeAssigned = (role: string) => role !== 'viewer';
