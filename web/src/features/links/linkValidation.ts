import { LinkInput } from '../../../../shared/links/validation.ts';

// Spec section 5 (Link label, Link url): the server's own zod rules and messages.
export type LinkValues = { label: string; url: string };
export type LinkErrors = Partial<Record<keyof LinkValues, string>>;
export const LINK_FIELDS = ['label', 'url'] as const;

/** The first message per field, or null when the link is valid (then its trimmed values). */
export function validateLink(values: LinkValues): { errors: LinkErrors; clean: LinkValues | null } {
  const result = LinkInput.safeParse(values);
  if (result.success) return { errors: {}, clean: result.data };
  const errors: LinkErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LinkValues;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors, clean: null };
}

/** "github.com" for https://www.github.com/x, or the url itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
