/**
 * Which constraint a failed write broke, 'unique', 'foreignKey' or null, the same for a Prisma model
 * query (P2002/P2003), Kysely's SQL run through the Prisma client (P2010 carrying the driver's kind)
 * Kysely's SQL run on the driver adapter (the adapter's error, its kind in `cause`) and on the pg pool
 * (PostgreSQL's SQLSTATE).
 */
export function constraintOf(error: unknown): 'unique' | 'foreignKey' | null {
  const e = error as { code?: unknown; cause?: { kind?: unknown }; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  const kind = e?.meta?.driverAdapterError?.cause?.kind ?? e?.cause?.kind;
  if (e?.code === 'P2002' || e?.code === '23505' || kind === 'UniqueConstraintViolation') return 'unique';
  if (e?.code === 'P2003' || e?.code === '23503' || kind === 'ForeignKeyConstraintViolation') return 'foreignKey';
  return null;
}
