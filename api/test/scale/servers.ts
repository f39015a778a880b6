// Private PostgreSQL and Redis servers for fault tests: ours to stop and restart (the shared ones are not).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import getPort from 'get-port';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

function waitForExit(child: ChildProcess, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), timeoutMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
  });
}

export type PrivateServer = { port: number; url: string; start(): Promise<void>; stop(): Promise<void>; destroy(): Promise<void> };

/** A redis-server without persistence on a free port. */
export async function privateRedis(): Promise<PrivateServer> {
  const port = await getPort();
  let child: ChildProcess | null = null;
  const server: PrivateServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
        stdio: 'ignore',
      });
      await waitForPort(port);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGKILL');
      await waitForExit(child);
      child = null;
    },
    destroy: () => server.stop(),
  };
  await server.start();
  return server;
}

/**
 * A PostgreSQL cluster in a temp folder on a free port (trust auth, database `postgres`). Root may not
 * run postgres, so as root it runs as the `postgres` OS user.
 */
export async function privatePostgres(): Promise<PrivateServer> {
  const port = await getPort();
  const dir = mkdtempSync(join(tmpdir(), 'streamline-pg-'));
  const owner = process.getuid?.() === 0 ? osUser('postgres') : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const init = spawnSync(join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'], {
    ...owner,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  let child: ChildProcess | null = null;
  const server: PrivateServer = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=50'];
      child = spawn(join(PG_BIN, 'postgres'), args, { ...owner, stdio: 'ignore' });
      await waitForPort(port);
      await waitForReady(port);
    },
    /** an immediate stop (SIGQUIT): every connection drops at once, like a crash of the database host */
    async stop() {
      if (!child) return;
      child.kill('SIGQUIT');
      await waitForExit(child);
      child = null;
    },
    async destroy() {
      if (child) {
        child.kill('SIGINT');
        await waitForExit(child);
        child = null;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function waitForReady(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (spawnSync(join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status !== 0) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL on ${port} is not ready`);
    await sleep(100);
  }
}

function osUser(name: string) {
  const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}
