// What a user is told when the server refuses a change they made offline. The server names the
// reason (it knows the roles); the web app falls back to these words when it could not ask.

export const REFUSAL_TITLE = 'Offline change not saved';

export const REFUSAL_REASONS = {
  viewer: 'you can only view this project',
  deleted: 'the task was deleted',
  projectDeleted: 'its project was deleted',
  notMember: 'you are no longer a member of its project',
  forbidden: 'you may not make this change',
  refused: 'the server refused it',
  labelDeleted: 'the label was deleted',
  labelTaken: 'you already have a label with this name',
} as const;

/** `Your offline change to "X" was not saved: <why>` */
export function refusalMessage(taskName: string, reason: string) {
  return `Your offline change to "${taskName}" was not saved: ${reason}`;
}

/** `Your offline change to the label "X" was not saved: <why>` */
export function labelRefusalMessage(labelName: string, reason: string) {
  return `Your offline change to the label "${labelName}" was not saved: ${reason}`;
}
