import type { PrismaConfig } from 'prisma';

// Only `generate` and `migrate diff --*-schema-datamodel` run through this config; the app
// applies the committed SQL migrations itself (api/src/db/migrate.ts), so no engine binary is needed.
export default {
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/generated/sqlite.prisma',
  adapter: async () => {
    const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
    return new PrismaBetterSQLite3({ url: 'file::memory:' });
  },
} satisfies PrismaConfig;
