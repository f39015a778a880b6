// Field rules and messages of spec section 5 (the server checks the same rules again).
export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  loginPassword: 'Password must be at least 6 characters',
  registerPassword: 'Password must be at least 8 characters',
  email: 'Please enter a valid email address',
  name: 'Name must be at least 2 characters',
  token: 'Token must be 6 digits',
} as const;

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
  errors.username = username(v.username);
  if (!EMAIL.test(v.email.trim())) errors.email = MESSAGES.email;
  if (v.password.length < 8) errors.password = MESSAGES.registerPassword;
  if (v.name.trim() !== '' && v.name.trim().length < 2) errors.name = MESSAGES.name;
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
