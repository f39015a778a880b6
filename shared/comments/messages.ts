// Texts of the comment rules. No zod here: the comment box shows them.
export const COMMENT_MAX_LENGTH = 10_000;

export const COMMENT_MESSAGES = {
  body: 'body is required: write a comment',
  bodyMax: `body must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;
