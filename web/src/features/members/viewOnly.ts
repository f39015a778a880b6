import { toast } from '../../components/toast/toastStore.ts';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.ts';
import { mayBeAssigned } from '../../../../shared/members/assignable.ts';

/** A viewer of a task's project reads it and comments, but the server refuses their changes (403). */
export const isViewOnly = (viewerRole: string | null | undefined) => viewerRole === 'viewer';

/** The projects a task may be added to or moved into: not those the viewer only views (`keep` stays, the task's own). */
export function taskTargets<P extends { rowId: number; viewerRole?: string | null }>(projects: readonly P[], keep?: number | null): P[] {
  return projects.filter((p) => !isViewOnly(p.viewerRole) || p.rowId === keep);
}

/** The members a task may be assigned to: not those who only view the project (`keep` stays, the task's own assignee). */
export function assignableMembers<M extends { userId: number; role: string }>(members: readonly M[], keep?: number | null): M[] {
  return members.filter((m) => mayBeAssigned(m.role) || m.userId === keep);
}

/** Said where a view-only task's controls would be. */
export const VIEW_ONLY_NOTE = MEMBER_MESSAGES.viewerOnly;

/** A shortcut or drag that would change a view-only task: said at once, instead of the server's refusal later. */
export function tellViewOnly() {
  toast({ title: 'This task cannot be changed here', description: VIEW_ONLY_NOTE, variant: 'destructive' });
}
