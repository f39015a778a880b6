/** What the members and invitations screens and the API say (zod-free, for the small screens). */
export const MEMBER_MESSAGES = {
  role: 'role must be "owner", "admin", "editor" or "viewer"',
  inviteRole: 'role must be "admin", "editor" or "viewer" (ownership is transferred to a member)',
  email: 'email must be a valid e-mail address',
  alreadyMember: 'That person is already a member of this project',
  lastOwner: 'A project needs an owner: transfer ownership to another member first',
  onlyOwnerTransfers: 'Only the owner can transfer ownership or change an owner’s role',
  notPending: 'This invitation is no longer pending',
  expired: 'This invitation has expired: ask for a new one',
  assigneeNotMember: 'assigneeId must be a member of the task’s project',
  /** a task assigned to a member who may only read it (400) */
  viewerAssignee: (name: string) => `${name} can only view this project, so the task can't be assigned to them.`,
  /** a viewer's change to the project's tasks, refused (403) */
  viewerOnly: 'You can only view this project',
  /** a change to the project itself (its details, members, deletion) that the member's role does not allow (403) */
  roleRefused: (role: string) => `As ${role === 'admin' || role === 'editor' ? 'an' : 'a'} ${role} of this project you cannot do this: ask its owner`,
} as const;

export const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', editor: 'Editor', viewer: 'Viewer' } as const;

/** A role's label (a role this build does not know shows as sent). */
export const roleLabel = (role: string): string => (ROLE_LABELS as Record<string, string>)[role] ?? role;
