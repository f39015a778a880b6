import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a PostgreSQL client tool; its stderr is the message of a failure. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    return await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(`${tool} was not found: install the PostgreSQL client tools (the same major version as the server, or newer)`, { cause: err });
    throw new Error(`${tool} failed: ${(e.stderr || e.message).trim()}`, { cause: err });
  }
}

/** The major version of a client tool ("pg_dump (PostgreSQL) 15.20" → 15). */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore') {
  const { stdout } = await pgTool(tool, ['--version']);
  return Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
}

/** The server's major version (server_version_num 150020 → 15). */
export async function serverMajor(databaseUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10_000);
  } finally {
    await client.end();
  }
}

/** A warning when the tool's major version differs from the server's (pg_dump refuses a newer server). */
export async function versionNote(tool: 'pg_dump' | 'pg_restore', databaseUrl: string) {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(databaseUrl)]);
  if (client === server) return undefined;
  return client < server
    ? `${tool} ${client} is older than the server (PostgreSQL ${server}): install the client tools of version ${server} or newer`
    : `${tool} ${client} is newer than the server (PostgreSQL ${server}): that works, but the dump may need ${tool} ${client} or newer to restore`;
}
