// Texts of spec sections 5 and 9. No zod here: the sign-in screen's forms check with plain code
// (auth/formRules.ts) and stay small; the server and the settings forms use validation.ts.
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

/** Field names as the messages show them. */
export const LABELS = { username: 'Username', name: 'Name' } as const;
