import { z } from 'zod';

// Texts and limits of spec sections 5 and 9; the web forms use the same schemas.
export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  loginPassword: 'Password must be at least 6 characters',
  name: 'Name must be at least 2 characters',
  token: 'Token must be 6 digits',
  required: 'Required',
} as const;

const text = (message: string) => z.string({ error: message });

export const usernameSchema = text(MESSAGES.username).trim().min(3, MESSAGES.username).max(50, MESSAGES.usernameMax);
export const emailSchema = text(MESSAGES.email).trim().toLowerCase().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email));
export const newPasswordSchema = text(MESSAGES.password).min(8, MESSAGES.password).max(200, 'Password must be at most 200 characters');
export const nameSchema = text(MESSAGES.name).trim().min(2, MESSAGES.name).max(100, 'Name must be at most 100 characters');
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

export const userIdSchema = z.coerce.number({ error: 'User ID is missing for verification' }).int().positive('User ID is missing for verification');

export const VerifyTwoFactorInput = z.object({ userId: userIdSchema, token: tokenSchema });
export const EnableTwoFactorInput = z.object({ userId: userIdSchema.optional(), token: tokenSchema });
export const DisableTwoFactorInput = z.object({ token: tokenSchema });
