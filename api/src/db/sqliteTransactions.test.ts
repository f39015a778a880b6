import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';

/**
 * A write from outside an interactive transaction, made while one is open, must not join it: the
 * transaction's rollback must not erase it, and a read from outside must not see the transaction's
 * uncommitted rows. On SQLite every query shares one connection (sqliteTransactions.ts); on
 * PostgreSQL a transaction has its own connection. Both must behave the same.
 */
describeEachProvider('queries outside an open transaction', (server) => {
  const setup = async () => {
    const { user } = await signedInUser(server());
    return { db: server().app.deps.db, userId: user.id };
  };

  /** A transaction that writes a project, then holds for `ms` and rolls back; resolves when it has. */
  function failingTransaction(db: Awaited<ReturnType<typeof setup>>['db'], userId: number, ms: number) {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const done = db
      .$transaction(async (tx) => {
        await tx.project.create({ data: { name: 'inside, rolled back', priority: 5, userId, members: { create: { userId: userId, role: 'owner' } } } });
        opened();
        await new Promise((r) => setTimeout(r, ms));
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    return { open, done };
  }

  it("keeps a Prisma write made during another request's transaction that rolls back", async () => {
    const { db, userId } = await setup();
    const tx = failingTransaction(db, userId, 150);
    await tx.open;
    const outside = await db.project.create({
      data: { name: 'outside, answered', priority: 5, userId, members: { create: { userId: userId, role: 'owner' } } },
    });
    expect(await tx.done).toBe('rolled back on purpose');
    const names = (await db.project.findMany({ where: { userId, inbox: false }, select: { name: true } })).map((p) => p.name);
    expect(names).toEqual(['outside, answered']);
    expect(outside.name).toBe('outside, answered');
  });

  it('keeps a Kysely write made during a transaction that rolls back', async () => {
    const { db, userId } = await setup();
    const tx = failingTransaction(db, userId, 150);
    await tx.open;
    const now = new Date();
    const { id } = await db.$kysely
      .insertInto('Project')
      .values({ name: 'kysely write', priority: 5, userId, originator: 'user', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await tx.done).toBe('rolled back on purpose');
    expect(await db.project.findUnique({ where: { id }, select: { name: true, createdAt: true } })).toEqual({
      name: 'kysely write',
      createdAt: now,
    });
    expect(await db.project.count({ where: { userId, inbox: false } })).toBe(1);
  });

  it("does not show an open transaction's uncommitted rows to a read from outside", async () => {
    const { db, userId } = await setup();
    const tx = failingTransaction(db, userId, 100);
    await tx.open;
    expect(await db.project.count({ where: { userId, inbox: false } })).toBe(0);
    await tx.done;
  });

  it('runs transactions that overlap one after the other, each whole', async () => {
    const { db, userId } = await setup();
    const order: string[] = [];
    const run = (name: string) =>
      db.$transaction(async (tx) => {
        order.push(`${name} begins`);
        await tx.project.create({ data: { name, priority: 5, userId, members: { create: { userId: userId, role: 'owner' } } } });
        await new Promise((r) => setTimeout(r, 30));
        order.push(`${name} ends`);
      });
    await Promise.all([run('first'), run('second')]);
    if (server().provider === 'sqlite') expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    // on PostgreSQL the two run side by side, each on its own connection: either may insert first
    const names = (await db.project.findMany({ where: { userId, inbox: false }, orderBy: { id: 'asc' } })).map((p) => p.name);
    expect(server().provider === 'sqlite' ? names : names.sort()).toEqual(['first', 'second']);
  });
});
