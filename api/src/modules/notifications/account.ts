import type { Deps } from '../../graphql/context.js';
import { notify } from './service.js';

/** An admin approved the account: the first thing the user sees in their bell. */
export async function notifyAccountApproved(deps: Deps, userId: number) {
  await notify(deps, userId, {
    type: 'system',
    action: 'approved',
    title: 'Account approved',
    message: 'Your account has been approved. Welcome to Streamline!',
  });
}
