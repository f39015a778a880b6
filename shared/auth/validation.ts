import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';
import { MAX_ROW_ID } from '../validation/rowIds.js';
import { LABELS, MESSAGES } from './messages.js';

// The limits of spec sections 5 and 9; the web's settings forms use the same schemas.
const text = (message: string) => z.string({ error: message });

export const usernameSchema = singleLine(text(MESSAGES.username).trim().min(3, MESSAGES.username).max(50, MESSAGES.usernameMax), LABELS.username);
export const emailSchema = text(MESSAGES.email).trim().toLowerCase().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email));
export const newPasswordSchema = text(MESSAGES.password).min(8, MESSAGES.password).max(200, 'Password must be at most 200 characters');
export const nameSchema = singleLine(text(MESSAGES.name).trim().min(2, MESSAGES.name).max(100, 'Name must be at most 100 characters'), LABELS.name);
export const tokenSchema = text(MESSAGES.token).regex(/^\d{6}$/, MESSAGES.token);

export const RegisterInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  // an empty "Full Name (Optional)" field means no name
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), nameSchema.nullish()),
});

// The server accepts any non-empty password at login (old accounts); the screen asks for 6.
export const LoginInput = z.object({
  username: text(MESSAGES.username).trim().min(1, MESSAGES.username).max(254),
  password: text(MESSAGES.loginPassword).min(1, MESSAGES.loginPassword).max(200),
});

export const userIdSchema = z.coerce
  .number({ error: 'User ID is missing for verification' })
  .int('User ID is missing for verification')
  .positive('User ID is missing for verification')
  .max(MAX_ROW_ID, 'User ID is missing for verification');

export const VerifyTwoFactorInput = z.object({ userId: userIdSchema, token: tokenSchema });
export const EnableTwoFactorInput = z.object({ userId: userIdSchema.optional(), token: tokenSchema });
export const DisableTwoFactorInput = z.object({ token: tokenSchema });
