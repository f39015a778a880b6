import type { User } from '../../generated/prisma-sqlite/client.js';

/** The user as the client sees it (spec section 3): never the password or 2FA secret. */
export function presentUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    twoFactorEnabled: user.twoFactorEnabled,
    role: user.role as 'admin' | 'user',
    status: user.status as 'pending' | 'approved' | 'rejected',
    createdAt: user.createdAt.toISOString(),
  };
}
export type ClientUser = ReturnType<typeof presentUser>;

/** The signed-in user's own account: the client shape and their time zone (Settings, the web's dates). */
export function presentSelf(user: User) {
  return { ...presentUser(user), timeZone: user.timeZone };
}
