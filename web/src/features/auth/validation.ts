import { LABELS, MESSAGES } from '../../../../shared/auth/messages.ts';
import { controlCharactersMessage, hasControlCharacters } from '../../../../shared/text/controlCharacters.ts';

// The sign-in screen's rules in plain code, not the server's zod schemas (shared/auth/validation.ts):
// /login stays small. Same texts and limits; the server checks them again.
export { MESSAGES };

export type Errors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginValues = { username: string; password: string };
export type RegisterValues = { username: string; email: string; password: string; name: string };

function username(value: string): string | undefined {
  const v = value.trim();
  if (v.length < 3) return MESSAGES.username;
  if (v.length > 50) return MESSAGES.usernameMax;
  return undefined;
}

export function validateLogin(v: LoginValues): Errors<LoginValues> {
  const errors: Errors<LoginValues> = {};
  errors.username = username(v.username);
  if (v.password.length < 6) errors.password = MESSAGES.loginPassword;
  return prune(errors);
}

export function validateRegister(v: RegisterValues): Errors<RegisterValues> {
  const errors: Errors<RegisterValues> = {};
  // an account made before names were checked for control characters can still sign in
  errors.username = username(v.username) ?? (hasControlCharacters(v.username.trim()) ? controlCharactersMessage(LABELS.username) : undefined);
  if (!EMAIL.test(v.email.trim())) errors.email = MESSAGES.email;
  if (v.password.length < 8) errors.password = MESSAGES.password;
  const name = v.name.trim();
  if (name !== '' && name.length < 2) errors.name = MESSAGES.name;
  else if (hasControlCharacters(name)) errors.name = controlCharactersMessage(LABELS.name);
  return prune(errors);
}

export function validateToken(token: string): string | undefined {
  return /^\d{6}$/.test(token) ? undefined : MESSAGES.token;
}

function prune<T>(errors: Errors<T>): Errors<T> {
  for (const key of Object.keys(errors) as (keyof T)[]) if (!errors[key]) delete errors[key];
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
