import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const SECRET_KEY = 'test-secret-key-test-secret-key-0123456789';

export type Run = { code: number | null; stdout: string; stderr: string };

/** Runs one of api/scripts as an operator's `npm run <name>` would, with only the given environment on top of this one's. */
export function runScript(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  // the outer test run's own settings must not leak into the script's configuration
  const {
    NODE_OPTIONS: _jestOnly,
    DATABASE_URL: _u,
    DATA_DIR: _d,
    SECRET_KEY: _s,
    REDIS_URL: _r,
    SMTP_URL: _m,
    METRICS_TOKEN: _t,
    PUBLIC_URL: _p,
    ...base
  } = process.env;
  return new Promise((done, reject) => {
    // tsx as a loader of this node: one process (its CLI would start a second one)
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: { ...base, LOG_LEVEL: 'error', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end();
  });
}
