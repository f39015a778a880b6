import type { Router } from 'express';
import type { Deps } from '../graphql/context.js';
import { authRouter } from '../modules/auth/rest.js';
import { usersRouter } from '../modules/users/rest.js';

/** Every REST router of the spec, by mount path under /api. Add a domain with one line. */
export const restRoutes: Array<[path: string, make: (deps: Deps) => Router]> = [
  ['/auth', authRouter],
  ['/users', usersRouter],
];
