/** Chat toasts of spec section 8, to the letter. */
export const CHAT_MESSAGES = {
  sendFailed: 'Failed to send message. Please try again.',
  clearFailed: 'Failed to clear chat history. Please try again.',
  cleared: 'Chat history cleared successfully.',
  historyFailed: 'Failed to load chat history. Please try refreshing the page.',
} as const;

/** The placeholder shown while the assistant writes. */
export const PENDING_TEXT = '...';
