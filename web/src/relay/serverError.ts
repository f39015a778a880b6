type ErrorExtensions = { code?: string; problem?: string; errors?: { path?: string; message?: string }[] };

/** A GraphQL answer's first error, keeping what the server said about it beyond the message. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly extensions: ErrorExtensions = {},
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/**
 * The server's refusal as messages per form field, so a form shows them under its fields: from the
 * validation issues' paths (the last segment names the field), and from a `problem` code a form maps
 * to its field (the Jira checks that only the server can make, like a private address).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  problems: Partial<Record<string, F>> = {},
): Partial<Record<F, string>> {
  if (!(error instanceof ServerError)) return {};
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.extensions.errors ?? []) {
    const field = issue.path?.split('.').pop() as F | undefined;
    if (field && fields.includes(field) && issue.message && !found[field]) found[field] = issue.message;
  }
  const byProblem = error.extensions.problem ? problems[error.extensions.problem] : undefined;
  if (byProblem && !found[byProblem]) found[byProblem] = error.message;
  return found;
}
