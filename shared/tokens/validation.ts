import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';
import { TOKEN_SCOPES } from './scopes.js';

export const TOKEN_NAME_MAX = 100;
/** The longest a token may live. */
export const TOKEN_MAX_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Room for the seconds between a form's "one year from now" and the server reading it. */
const LIFETIME_SLACK_MS = 10 * 60 * 1000;

export const TOKEN_MESSAGES = {
  name: 'Name is required',
  nameMax: `Name must be at most ${TOKEN_NAME_MAX} characters`,
  scopes: 'Choose at least one scope',
  scopeUnknown: `Scopes must be among ${TOKEN_SCOPES.join(', ')}`,
  expiresAt: 'Expiry date is required',
  expiresPast: 'Expiry date must be in the future',
  expiresMax: 'Expiry date must be at most one year from now',
} as const;

export const tokenNameSchema = singleLine(
  z.string({ error: TOKEN_MESSAGES.name }).trim().min(1, TOKEN_MESSAGES.name).max(TOKEN_NAME_MAX, TOKEN_MESSAGES.nameMax),
  'Name',
);

export const ApiTokenInput = z.object({
  name: tokenNameSchema,
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: TOKEN_MESSAGES.scopeUnknown }), { error: TOKEN_MESSAGES.scopes })
    .min(1, TOKEN_MESSAGES.scopes)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z
    .string({ error: TOKEN_MESSAGES.expiresAt })
    .min(1, TOKEN_MESSAGES.expiresAt)
    .refine((v) => !Number.isNaN(Date.parse(v)), TOKEN_MESSAGES.expiresAt)
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() > Date.now(), TOKEN_MESSAGES.expiresPast)
    .refine((d) => d.getTime() <= Date.now() + TOKEN_MAX_LIFETIME_MS + LIFETIME_SLACK_MS, TOKEN_MESSAGES.expiresMax),
});
export type ApiTokenInput = z.infer<typeof ApiTokenInput>;
