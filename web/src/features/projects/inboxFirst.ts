/** The Inbox's name in every list and picker (the server keeps it; a rename is refused). */
export const INBOX_NAME = 'Inbox';

/** Projects with the Inbox first (the rest keep their order), for the lists and the project pickers. */
export function inboxFirst<P extends { inbox?: boolean | null }>(projects: readonly P[]): P[] {
  const inbox = projects.filter((p) => p.inbox);
  return inbox.length ? [...inbox, ...projects.filter((p) => !p.inbox)] : [...projects];
}
