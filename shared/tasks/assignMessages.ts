// Texts of the assignment e-mail's form (spec section 3). No zod here: the web's form shows them.
export const ASSIGN_MESSAGES = {
  assigneeName: 'Assignee name is required',
  assigneeNameMax: 'Assignee name must be at most 100 characters',
  senderName: 'Sender name must be at most 100 characters',
  customMessage: 'The message must be at most 5000 characters',
  emailContent: 'The e-mail text cannot be empty',
  emailContentMax: 'The e-mail text must be at most 20000 characters',
  previewOnly: 'previewOnly must be true or false',
} as const;
