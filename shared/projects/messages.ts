// Texts of spec sections 3, 5 and 9 shared by projects and tasks. No zod here: the web's task and
// project forms show them without loading the schemas.
export const MESSAGES = {
  name: 'Name is required',
  inboxDelete: 'The Inbox cannot be deleted: tasks added without a project land there',
  inboxRename: "The Inbox's name cannot be changed",
  nameMax: 'Name must be at most 200 characters',
  description: 'Description must be at most 5000 characters',
  priority: 'Priority must be a whole number from 1 to 10',
  originator: 'Originator must be at most 200 characters',
} as const;
