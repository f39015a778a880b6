// The production start the Dockerfile's image runs, checked without Docker (these machines have no
// daemon and no image registry): the files the Dockerfile's final stage copies (package.json, dist,
// prisma's migrations and the production dependencies only, as `npm prune --omit=dev` leaves them) in an
// empty folder, started with the image's CMD and ENV as the Dockerfile writes them, as an unprivileged user when this runs as root. It must answer
// its health check and the web app, and keep its state in the data folder.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

const root = join(import.meta.dirname, '..', '..');
const image = mkdtempSync(join(tmpdir(), 'streamline-image-'));
const data = join(image, 'data');

/** The Dockerfile's final stage: the files it copies from the build, its ENV and its CMD, so this check follows the Dockerfile. */
function imageStage() {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const copied = [...stage.matchAll(/^COPY --from=build (?:--chown=\S+ )?\/app\/(\S+) \.\/\S*$/gm)].map((m) => m[1]);
  const env = Object.fromEntries([...(/^ENV (.+)$/m.exec(stage)?.[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  const cmd = JSON.parse(/^CMD (.+)$/m.exec(stage)?.[1] ?? '[]') as string[];
  if (!copied.includes('node_modules') || !copied.includes('dist') || !cmd.length) throw new Error('the Dockerfile has no final stage this check understands');
  return { copied, env, cmd };
}

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
  const stage = imageStage();
  for (const path of stage.copied.filter((p) => p !== 'node_modules')) cpSync(join(root, path), join(image, path), { recursive: true });
  // the build stage's `npm prune --omit=dev` needs the lock file; hard links: a copy in no time, and
  // pruning the copy leaves the checkout's node_modules alone
  cpSync(join(root, 'package-lock.json'), join(image, 'package-lock.json'));
  run('cp', ['-al', join(root, 'node_modules'), join(image, 'node_modules')], root);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], image);
  run('mkdir', ['-p', data], image);

  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(image, 0o755); // the image's files are readable by its user
    chownSync(data, 65534, 65534);
  }
  const port = await getPort();
  // the image's environment, with a free port and this folder's data directory in place of /data
  const env = { PATH: process.env.PATH ?? '', ...stage.env, PORT: String(port), DATA_DIR: data, LOG_LEVEL: 'error' };
  const command = stage.cmd;
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
