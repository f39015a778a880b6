// `npm run dev`: the API on :3001 (tsx watch, NODE_ENV=development, GraphiQL at /graphql) and Vite on :3000
// with hot reload; Vite proxies /api and /graphql (WebSocket too) to the API. Open http://localhost:3000.
// PUBLIC_URL names Vite's address as the app's own origin (the cross-site guard compares Origin with it).
// The API's JSON log lines are shown through pino-pretty (a dev dependency: production keeps JSON).
import { spawn, type ChildProcess } from 'node:child_process';
import pretty from 'pino-pretty';

const API_PORT = process.env.API_PORT ?? '3001';

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, prettyLog = false): ChildProcess {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WritableStream) =>
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  if (prettyLog) {
    const log = pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', messageFormat: `${prefix}{msg}`, destination: 1 });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  } else {
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the other process`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
const children: ChildProcess[] = [];
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

children.push(
  start(
    'api',
    'npx',
    ['tsx', 'watch', '--clear-screen=false', 'api/src/index.ts'],
    {
      NODE_ENV: 'development',
      PORT: API_PORT,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
    true,
  ),
  start('web', 'npx', ['vite', '--config', 'web/vite.config.ts'], { API_URL: `http://localhost:${API_PORT}` }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
