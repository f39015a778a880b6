import { conflict, notFound, type AppError } from './errors.js';

/**
 * A write whose row vanished under it: another request deleted that row between this one's check and
 * its write (two deletes of one task at once, a completion racing a delete). Prisma's P2025 (the row
 * to update or delete is gone) and a foreign-key violation (PostgreSQL 23503, Prisma P2003: the row
 * written refers to a row now gone) answer a 404 of that row, as if the check had come second. Null
 * for any other error.
 */
export function vanishedRow(err: unknown): AppError | null {
  let e = err as VanishCandidate | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === 'P2025') return notFound(typeof e.meta?.modelName === 'string' ? words(e.meta.modelName) : 'Resource');
    if (e.code === 'P2003' || e.code === '23503' || e.kind === 'ForeignKeyConstraintViolation') {
      const named = [e.constraint, e.meta?.field_name, e.meta?.constraint].find((v) => typeof v === 'string') as string | undefined;
      const column = /([a-z][A-Za-z]*)Id(?![a-z])/.exec(named ?? '')?.[1];
      return notFound(column && column !== 'parent' ? words(column[0].toUpperCase() + column.slice(1)) : 'Resource');
    }
    e = (e.cause ?? e.meta?.driverAdapterError ?? e.originalError) as VanishCandidate | undefined;
  }
  return null;
}

export const COLLIDED = 'This change collided with another made at the same moment: reload and try again';

/**
 * Two writes at once that the database could not both let through: a deadlock (PostgreSQL 40P01, as
 * a task added under a project being deleted) or a serialization failure (40001, Prisma P2034). The
 * losing statement was rolled back whole; the client's answer is a 409 to try again. Null otherwise.
 */
export function collidedWrite(err: unknown): AppError | null {
  let e = err as VanishCandidate | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === '40P01' || e.code === '40001' || e.code === 'P2034' || e.kind === 'TransactionWriteConflict') return conflict(COLLIDED);
    e = (e.cause ?? e.meta?.driverAdapterError ?? e.originalError) as VanishCandidate | undefined;
  }
  return null;
}

type VanishCandidate = {
  code?: unknown;
  kind?: unknown;
  constraint?: unknown;
  cause?: unknown;
  originalError?: unknown;
  meta?: { modelName?: unknown; field_name?: unknown; constraint?: unknown; driverAdapterError?: unknown };
};

/** "PomodoroSession" as "Pomodoro session". */
const words = (model: string) => model.replace(/(?<=[a-z])([A-Z])/g, (c) => ` ${c.toLowerCase()}`);
