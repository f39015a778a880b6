import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !join(e.parentPath, e.name).includes('/generated/') && !e.parentPath.includes('__generated__'))
    .map((e) => join(e.parentPath, e.name));
}

/** Every module a file imports, as a path from the repository root (packages by name). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/\b(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
  return specs.map((spec) => (spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec));
}

function crossings(dir: string, forbidden: RegExp) {
  return sources(dir).flatMap((file) =>
    imports(file)
      .filter((spec) => forbidden.test(spec))
      .map((spec) => `${relative(root, file)} → ${spec}`),
  );
}

describe('what imports what', () => {
  it('shared/ imports neither the server, nor the web app, nor their frameworks', () => {
    expect(crossings('shared', /^(api|web)\/|^(@pothos|graphql|@prisma|react|react-dom|react-relay|relay-runtime)(\/|$)/)).toEqual([]);
  });

  it('the server never imports the web app, nor the web app the server', () => {
    expect(crossings('api', /^web\//)).toEqual([]);
    expect(crossings('web/src', /^api\//)).toEqual([]);
  });
});
