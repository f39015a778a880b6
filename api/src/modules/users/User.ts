import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { hasPassword } from '../auth/passwords.js';
import { userPolicy } from './policy.js';

export const UserRole = builder.enumType('UserRole', { values: ['admin', 'user'] as const });
export const UserStatus = builder.enumType('UserStatus', { values: ['pending', 'approved', 'rejected'] as const });

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // Loading by id finds only a user the viewer may see: anyone else reads as null, like an unknown id.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'User') ?? 0, AND: [userPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (user, ctx) => userPolicy.canRead(ctx.viewer, user),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    role: t.field({ type: UserRole, resolve: (u) => u.role as 'admin' | 'user' }),
    status: t.field({ type: UserStatus, resolve: (u) => u.status as 'pending' | 'approved' | 'rejected' }),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    hasPassword: t.boolean({
      nullable: true,
      description: 'Whether the viewer has a password (false for an account made by single sign-on until it sets one); null for anyone but the viewer',
      select: { password: true },
      resolve: (u, _args, ctx) => (ctx.viewer?.id === u.id ? hasPassword(u.password) : null),
    }),
    timeZone: t.string({
      nullable: true,
      description: "The user's IANA time zone (deadlines are shown in it); null for anyone but the viewer",
      select: { timeZone: true },
      resolve: (u, _args, ctx) => (ctx.viewer?.id === u.id ? u.timeZone : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
