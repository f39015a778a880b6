import { z } from 'zod';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';
import { ApprovalInput, ROLES, STATUSES, UserUpdateInput } from './validation.js';

/** A user as the client sees them (present.ts): never the password or 2FA secret. */
export const UserBody = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    role: z.enum(ROLES),
    status: z.enum(STATUSES),
    createdAt: isoDateTime,
  })
  .meta({ id: 'User' });
/** Another user as the people they work with see them (Person.ts): a name, never their e-mail. */
export const PersonBody = z.strictObject({ id: z.number().int(), username: z.string(), name: z.string().nullable() }).meta({ id: 'Person' });

/** The signed-in user's own account. */
export const SelfBody = UserBody.extend({ timeZone: z.string().nullable() }).meta({ id: 'Self' });

export const usersApi: ApiModule = {
  tag: 'Users',
  description: 'Accounts, for administrators.',
  routes: [
    { method: 'get', path: '/users', summary: 'List users (admin)', response: z.array(UserBody) },
    { method: 'get', path: '/users/pending', summary: 'List users waiting for approval (admin)', response: z.array(UserBody) },
    { method: 'post', path: '/users/:id/approval', summary: 'Approve or reject a user (admin)', body: ApprovalInput, response: UserBody },
    { method: 'patch', path: '/users/:id', summary: "Change a user's status or role (admin)", body: UserUpdateInput, response: UserBody },
  ],
};
