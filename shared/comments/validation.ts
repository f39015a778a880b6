import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from './messages.js';

/** A comment's body: Markdown text, trimmed, 1 to COMMENT_MAX_LENGTH characters (line breaks kept). */
export const CommentInput = z.object({
  body: z.string({ error: COMMENT_MESSAGES.body }).trim().min(1, COMMENT_MESSAGES.body).max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.bodyMax),
});
