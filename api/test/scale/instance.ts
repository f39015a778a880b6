// The real server as a child process (`node --import tsx api/src/index.ts`), to kill and signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import getPort from 'get-port';
import { HttpAgent } from '../http.js';
import { sleep } from './servers.js';

const ROOT = resolve(import.meta.dirname, '../../..');
export const SECRET_KEY = 'scale-test-secret-key-0123456789abcdef';

export type Instance = {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far */
  output(): string;
  /** exit code (or signal name) once exited */
  exited: Promise<number | string>;
  agent(): HttpAgent;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
};

/** Starts an instance and waits until /api/health answers. */
export async function spawnInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  port ??= await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SECRET_KEY,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance did not start within 45 s:\n${out}`);
    }
    await sleep(100);
  }
  return {
    url,
    child,
    output: () => out,
    exited,
    agent: () => new HttpAgent(url),
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
