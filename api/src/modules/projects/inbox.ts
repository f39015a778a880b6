/** Every user's default project: tasks added without a project (quick add, the chat) land there. */
export const INBOX = { name: 'Inbox', description: 'Tasks added without a project', priority: 5, inbox: true } as const;
