/**
 * A schedule's JSON names tasks by id (sessions[].taskId, sessions[].groupedTasks[].taskId).
 * On import those become the new ids; an id the file does not hold becomes null, so a
 * schedule never points at someone else's task.
 */
export function remapScheduleData(data: unknown, newTaskId: (old: number | null) => number | null): unknown {
  if (!isRecord(data) || !Array.isArray(data.sessions)) return data;
  const remapTask = (item: unknown) =>
    isRecord(item) && 'taskId' in item ? { ...item, taskId: typeof item.taskId === 'number' ? newTaskId(item.taskId) : null } : item;
  return {
    ...data,
    sessions: data.sessions.map((session) => {
      const s = remapTask(session);
      if (!isRecord(s) || !Array.isArray(s.groupedTasks)) return s;
      return { ...s, groupedTasks: s.groupedTasks.map(remapTask) };
    }),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
