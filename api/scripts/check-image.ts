// The production start the Dockerfile's image runs, checked without Docker (these machines have no
// daemon and no image registry): the image's files (package.json, dist, prisma's migrations and the
// production dependencies only, as `npm prune --omit=dev` leaves them) in an empty folder, started with
// the image's command and environment, as an unprivileged user when this runs as root. It must answer
// its health check and the web app, and keep its state in the data folder.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

const root = join(import.meta.dirname, '..', '..');
const image = mkdtempSync(join(tmpdir(), 'streamline-image-'));
const data = join(image, 'data');

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

async function main() {
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(image, file));
  cpSync(join(root, 'dist'), join(image, 'dist'), { recursive: true });
  cpSync(join(root, 'prisma/migrations'), join(image, 'prisma/migrations'), { recursive: true });
  // hard links: a copy in no time, and pruning the copy leaves the checkout's node_modules alone
  run('cp', ['-al', join(root, 'node_modules'), join(image, 'node_modules')], root);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], image);
  run('mkdir', ['-p', data], image);

  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(image, 0o755); // the image's files are readable by its user
    chownSync(data, 65534, 65534);
  }
  const port = await getPort();
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), DATA_DIR: data, LOG_LEVEL: 'error' };
  const command = ['node', 'dist/server/bundle/index.js'];
  const [cmd, ...args] = asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...command] : command;
  const server = spawn(cmd, args, { cwd: image, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, 30_000);
    const page = await fetch(url);
    const html = await page.text();
    if (!page.ok || !html.includes('<div id="root">')) throw new Error(`the web app was not served (${page.status})`);
    const kept = readdirSync(data);
    for (const file of ['streamline.db', 'secret.key']) if (!kept.includes(file)) throw new Error(`${file} is not in the data folder`);
    console.log(`the image's start answers on its own files${asRoot ? ', as an unprivileged user' : ''}: health, web app, data folder ok`);
  } finally {
    server.kill('SIGTERM');
    rmSync(image, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(String(err));
  rmSync(image, { recursive: true, force: true });
  process.exit(1);
});
