import type { Tx } from '../../db/client.js';
import type { Deps } from '../../graphql/context.js';
import type { User } from '../../generated/prisma-sqlite/client.js';
import { insertUser } from '../users/repository.js';
import * as authDb from './repository.js';

type NewAccount = Pick<User, 'username' | 'email' | 'password' | 'name'>;

/**
 * Creates an account. The first account ever created becomes an approved admin; every later one
 * gets `status`. `alongside` writes more rows in the same transaction (e.g. a linked identity).
 */
export async function createAccount(deps: Deps, data: NewAccount, status: 'pending' | 'approved', alongside?: (tx: Tx, user: User) => Promise<void>) {
  const user = await deps.db.$transaction(async (tx) => {
    let first = await authDb.noUserYet(tx);
    if (first && deps.config.provider === 'postgres') {
      // READ COMMITTED lets simultaneous first registrations all count 0: take a lock, then count again.
      // (SQLite runs one write transaction at a time, so it needs none.)
      await authDb.waitForFirstUser(tx);
      first = await authDb.noUserYet(tx);
    }
    const created = await insertUser(tx, { ...data, role: first ? 'admin' : 'user', status: first ? 'approved' : status });
    await alongside?.(tx, created);
    return created;
  });
  deps.pubsub.publish('users:changed', { userId: user.id });
  return user;
}
