import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';

/**
 * Inside `db.$transaction(async (tx) => …)`, `tx.$kysely` runs in that transaction, also while other
 * transactions start and run beside it: it sees the transaction's own uncommitted rows, and a row
 * lock it holds never makes it wait on itself.
 */
describeEachProvider('Kysely inside concurrent transactions', (server) => {
  it("reads each transaction's own uncommitted rows while a second transaction runs", async () => {
    const { user } = await signedInUser(server());
    const db = server().app.deps.db;
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => (secondStarted = resolve));
    const names = (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], like: string) =>
      tx.$kysely
        .selectFrom('Project')
        .select('name')
        .where('userId', '=', user.id)
        .where('name', 'like', like)
        .execute()
        .then((rows) => rows.map((r) => r.name));

    const first = db.$transaction(async (tx) => {
      await tx.project.create({ data: { name: 'first, uncommitted', priority: 5, userId: user.id } });
      // on SQLite transactions run one at a time: the second starts once this one ends
      await Promise.race([started, new Promise((r) => setTimeout(r, 300))]);
      return names(tx, 'first%');
    });
    const second = db.$transaction(async (tx) => {
      secondStarted();
      await tx.project.create({ data: { name: 'second, uncommitted', priority: 5, userId: user.id } });
      return names(tx, 'second%');
    });
    expect(await Promise.all([first, second])).toEqual([['first, uncommitted'], ['second, uncommitted']]);
  });
});
