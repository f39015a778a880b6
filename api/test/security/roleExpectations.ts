import type { Expect } from './roleWorld.js';

/**
 * A matrix key names a route ("PATCH /api/tasks/:id") or a root field, then, after " · ", which of
 * its uses the case tries when one route does things the roles allow differently ("· own labels").
 */
export const CASE = ' · ';
export const routeOf = (key: string) => key.split(CASE)[0];

/** What each role gets: anonymous is refused, a non-member meets a missing row, then each role as the roles say. */
const rule = <T>(unauthenticated: T, missing: T, refused: T, allowed: T, least: 'viewer' | 'editor' | 'admin' | 'owner' | 'nobody'): Expect<T> => {
  const order = ['viewer', 'editor', 'admin', 'owner'] as const;
  const at = least === 'nobody' ? order.length : order.indexOf(least);
  const role = (i: number) => (i >= at ? allowed : refused);
  return { anonymous: unauthenticated, stranger: missing, viewer: role(0), editor: role(1), admin: role(2), owner: role(3) };
};

export type Status = number | 'ok';
/** REST: 401, 404, 403 where the role is too low, 'ok' for any 2xx. */
export const rest = {
  read: rule<Status>(401, 404, 403, 'ok', 'viewer'),
  edit: rule<Status>(401, 404, 403, 'ok', 'editor'),
  manage: rule<Status>(401, 404, 403, 'ok', 'admin'),
  own: rule<Status>(401, 404, 403, 'ok', 'owner'),
  /** Only the comment's author (the owner wrote it): other readers 403. */
  author: rule<Status>(401, 404, 403, 'ok', 'owner'),
  /** Only the invitee: the invitation is nobody else's business. */
  invitee: rule<Status>(401, 404, 404, 404, 'nobody'),
  /** Bad input for every member (another's label): the 400 that names the field, after the 404 of a non-member. */
  invalid: rule<Status>(401, 404, 400, 400, 'viewer'),
};

/** GraphQL: the error code of the field, 'OK' for an answer, NOT_FOUND also for a null answer (a missing row reads null). */
export const gql = {
  read: rule('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'viewer'),
  edit: rule('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'editor'),
  manage: rule('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'admin'),
  own: rule('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'owner'),
  author: rule('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'owner'),
  invitee: rule('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'nobody'),
  invalid: rule('UNAUTHENTICATED', 'NOT_FOUND', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'viewer'),
  /** `node` answers null to anyone who may not read the row, signed in or not. */
  node: rule('NOT_FOUND', 'NOT_FOUND', 'FORBIDDEN', 'OK', 'viewer'),
};

/** Live: who hears an event of the shared project. */
export type Heard = 'heard' | 'silent' | 'refused';
export const live = {
  members: rule<Heard>('refused', 'silent', 'silent', 'heard', 'viewer'),
  /** A feed of one task's comments: a non-member is refused as for a missing task. */
  readers: rule<Heard>('refused', 'refused', 'silent', 'heard', 'viewer'),
};
