import { builder } from '../../graphql/builder.js';

export const UserRole = builder.enumType('UserRole', { values: ['admin', 'user'] as const });
export const UserStatus = builder.enumType('UserStatus', { values: ['pending', 'approved', 'rejected'] as const });

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // a user sees themselves; admins see everyone
  authScopes: (user) => ({ $any: { ownsRow: user.id, admin: true } }),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    role: t.field({ type: UserRole, resolve: (u) => u.role as 'admin' | 'user' }),
    status: t.field({ type: UserStatus, resolve: (u) => u.status as 'pending' | 'approved' | 'rejected' }),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
