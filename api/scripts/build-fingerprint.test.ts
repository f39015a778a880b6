import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const SCRIPT = join(import.meta.dirname, 'build-fingerprint.mjs');

describe('build fingerprint (npm start rebuilds only when it changes)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const fingerprint = () => execFileSync('node', [SCRIPT, root], { encoding: 'utf8' }).trim();

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'streamline-fingerprint-'));
    write('package.json', '{"name":"x"}');
    write('api/src/index.ts', 'export {};');
    write('web/src/main.tsx', 'export {};');
    write('shared/tasks/quickAdd.ts', 'export const a = 1;');
    write('prisma/models.prisma', 'model Task { id Int @id }');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while nothing the build reads changes', () => {
    const first = fingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    write('api/src/tasks.test.ts', 'it("x", () => {});');
    write('node_modules/x/index.js', 'x');
    write('web/src/__generated__/Q.graphql.ts', 'x');
    write('prisma/generated/sqlite.prisma', 'x');
    write('dist/server/api/src/index.js', 'x');
    write('data/streamline.db', 'x');
    expect(fingerprint()).toBe(first);
  });

  it('changes with a source, a new file, the models or the lock file', () => {
    const seen = new Set([fingerprint()]);
    for (const [path, text] of [
      ['api/src/index.ts', 'export const changed = true;'],
      ['web/src/new.tsx', 'export {};'],
      ['prisma/models.prisma', 'model Task { id Int @id name String }'],
      ['package-lock.json', '{}'],
    ]) {
      write(path, text);
      const next = fingerprint();
      expect(seen.has(next)).toBe(false);
      seen.add(next);
    }
  });

  it('--write stores what npm start compares', () => {
    const printed = execFileSync('node', [SCRIPT, '--write', root], { encoding: 'utf8' }).trim();
    expect(readFileSync(join(root, 'dist/.build-fingerprint'), 'utf8').trim()).toBe(printed);
  });
});
