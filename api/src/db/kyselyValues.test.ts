import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';

const clientModule = fileURLToPath(new URL('./client.ts', import.meta.url));

/** Runs `body` (with `db`, the app's client on `databaseUrl`) in a process whose local time is New York's; answers what it prints. */
function inNewYork(provider: string, databaseUrl: string, body: string): Promise<string> {
  const script = `import { createDb } from ${JSON.stringify(clientModule)};
    const db = await createDb({ provider: ${JSON.stringify(provider)}, databaseUrl: ${JSON.stringify(databaseUrl)} });
    try { ${body} } finally { await db.$disconnect(); }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TZ: 'America/New_York' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exited ${code}`)))));
}

/**
 * `db.$kysely` reads and writes each DateTime as the instant Prisma does, whatever the server's
 * local time zone: a row Prisma wrote reads the same through Kysely, and Kysely's writes read the
 * same through Prisma.
 */
describeEachProvider('DateTime values through db.$kysely and Prisma, on a server outside UTC', (server, provider) => {
  it('reads what Prisma wrote and writes what Prisma reads, to the millisecond', async () => {
    const { user } = await signedInUser(server());
    const db = server().app.deps.db;
    const project = await db.project.create({ data: { name: 'Zoned', priority: 5, userId: user.id } });
    const task = await db.task.create({
      data: { name: 'Zoned task', priority: 5, duration: 25, userId: user.id, projectId: project.id, completedAt: new Date('2026-03-08T07:30:00.123Z') },
    });
    const later = new Date('2026-11-01T05:59:59.999Z');
    const printed = await inNewYork(
      provider,
      server().app.deps.config.databaseUrl,
      `const t = await db.$kysely.selectFrom('Task').select(['completedAt', 'createdAt']).where('id', '=', ${task.id}).executeTakeFirstOrThrow();
       await db.$kysely.updateTable('Task').set({ emailSentAt: new Date(${JSON.stringify(later)}) }).where('id', '=', ${task.id}).execute();
       console.log(JSON.stringify({ offset: new Date(2026, 2, 8).getTimezoneOffset(), completedAt: t.completedAt.toISOString(), createdAt: t.createdAt.toISOString() }));`,
    );
    expect(JSON.parse(printed)).toEqual({ offset: 300, completedAt: '2026-03-08T07:30:00.123Z', createdAt: task.createdAt.toISOString() });
    expect((await db.task.findUniqueOrThrow({ where: { id: task.id } })).emailSentAt).toEqual(later);
  });
});

/** PostgreSQL prints a `timestamp` as text; db.$kysely reads that text itself (db/pgPoolDriver.ts), Prisma through its adapter. */
describeEachProvider(
  'stored instants through db.$kysely and Prisma',
  (server) => {
    it('reads every kind of stored instant as Prisma does: fractions of any length, none, leap days, far years', async () => {
      const db = server().app.deps.db;
      const stored = [
        '2026-03-08 07:30:00',
        '2026-03-08 07:30:00.1',
        '2026-03-08 07:30:00.12',
        '2026-03-08 07:30:00.123',
        '2024-02-29 23:59:59.999',
        '1970-01-01 00:00:00',
        '0050-06-01 12:00:00',
        '9999-12-31 23:59:59.5',
      ];
      const select = stored.map((text, i) => `CAST('${text}' AS timestamp(3)) AS "t${i}"`).join(', ');
      const [byPrisma] = await db.$queryRawUnsafe<Record<string, Date>[]>(`SELECT ${select}`);
      const byKysely = (await sql.raw<Record<string, Date>>(`SELECT ${select}`).execute(db.$kysely)).rows[0];
      expect(byKysely).toEqual(byPrisma);
      expect(byKysely.t3).toEqual(new Date('2026-03-08T07:30:00.123Z'));
      expect(byKysely.t1).toEqual(new Date('2026-03-08T07:30:00.100Z'));
      expect(byKysely.t6.toISOString()).toBe('0050-06-01T12:00:00.000Z');
    });
  },
  ['postgres'],
);
