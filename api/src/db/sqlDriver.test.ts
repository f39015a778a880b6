import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { Sql } from './sqlBuilder.js';

/** The app's driver (deps.sql) as the list reads use it: `scan` must not hold up the process, nor read stale rows. */
describeEachProvider('the SQL driver', (server) => {
  it('scans beside the main thread: a timer fires while a long read runs', async () => {
    const driver = server().app.deps.sql;
    const sql = new Sql(driver.dialect);
    const limit = sql.param(3_000_000);
    const order: string[] = [];
    const read = driver
      .scan(`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${limit}) SELECT count(*) FROM c`, sql.params)
      .then(([[count]]) => order.push(`read ${Number(count)}`));
    await new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    await read;
    expect(order).toEqual(['timer', 'read 3000000']);
  });

  it('scans every write answered before it, on the driver and through Prisma', async () => {
    const { user } = await signedInUser(server());
    const { db, sql: driver } = server().app.deps;
    const names: string[] = [];
    for (let i = 0; i < 20; i++) {
      const sql = new Sql(driver.dialect);
      const now = new Date();
      if (i % 2) await db.project.create({ data: { name: `prisma ${i}`, priority: 5, userId: user.id } });
      else
        await driver.write(
          `INSERT INTO "Project" ("name", "priority", "userId", "originator", "position", "createdAt", "updatedAt") VALUES (${sql.param(`driver ${i}`)}, ${sql.param(5)}, ${sql.param(user.id)}, ${sql.param('user')}, ${sql.param(0)}, ${sql.param(now)}, ${sql.param(now)}) RETURNING "id"`,
          sql.params,
        );
      names.push(i % 2 ? `prisma ${i}` : `driver ${i}`);
      const read = new Sql(driver.dialect);
      const rows = await driver.scan(`SELECT "name" FROM "Project" WHERE "userId" = ${read.param(user.id)} ORDER BY "id"`, read.params);
      expect(rows.map(([name]) => name)).toEqual(names);
    }
  });
});
