/**
 * A project is in progress while it has a task still open: an empty project (a fresh Inbox) has not
 * started, and one whose tasks are all done is finished.
 */
export function isInProgress(project: { taskCount: number; completedTaskCount: number }): boolean {
  return project.taskCount > project.completedTaskCount;
}
