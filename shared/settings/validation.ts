import { z } from 'zod';
import { MESSAGES } from '../auth/messages.js';
import { emailSchema, nameSchema, newPasswordSchema } from '../auth/validation.js';
import { isTimeZone } from '../tasks/dates.js';

// Spec sections 5 and 9: profile name at least 2, a valid e-mail; a password change takes a current
// and a new password of at least 6 (registration asks for 8). The web forms use these same schemas.
export const SETTINGS_MESSAGES = {
  name: MESSAGES.name,
  email: MESSAGES.email,
  password: MESSAGES.password,
  changedPassword: MESSAGES.loginPassword,
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  emailTaken: 'Email is already registered',
  nothingToUpdate: 'Nothing to update: give a name, an email or a timeZone',
  timeZone: 'timeZone must be an IANA time zone such as Europe/Berlin or UTC',
  notificationSound: 'notificationSound must be true or false',
} as const;

/** An IANA time zone the runtime knows, kept in its canonical spelling (e.g. "europe/berlin" is stored "Europe/Berlin"). */
export const timeZoneSchema = z
  .string({ error: SETTINGS_MESSAGES.timeZone })
  .trim()
  .refine(isTimeZone, SETTINGS_MESSAGES.timeZone)
  .transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);

export const ProfileInput = z
  .object({
    // null clears the name; a given name has at least 2 characters
    name: nameSchema.nullable().optional(),
    email: emailSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined || v.timeZone !== undefined, { message: SETTINGS_MESSAGES.nothingToUpdate });
export type ProfileInput = z.infer<typeof ProfileInput>;

/** The password-change minimum of spec section 9, for the current and the new password alike. */
export const PASSWORD_CHANGE_MIN = 6;

export const PasswordChangeInput = z.object({
  currentPassword: z
    .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
    .min(1, SETTINGS_MESSAGES.currentPasswordRequired)
    .min(PASSWORD_CHANGE_MIN, SETTINGS_MESSAGES.changedPassword)
    .max(200, SETTINGS_MESSAGES.currentPasswordWrong),
  newPassword: z
    .string({ error: SETTINGS_MESSAGES.changedPassword })
    .min(PASSWORD_CHANGE_MIN, SETTINGS_MESSAGES.changedPassword)
    .max(200, 'Password must be at most 200 characters'),
});

/** The first password of an account made by single sign-on: there is no current one to confirm, so it follows registration's rule. */
export const PasswordSetInput = z.object({ newPassword: newPasswordSchema });

export const PreferencesInput = z.object({
  notificationSound: z.boolean({ error: SETTINGS_MESSAGES.notificationSound }),
});
