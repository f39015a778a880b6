import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout's root (the folder of package.json): the same whether this module runs from its source
 * (api/src/lib) or compiled (dist/server/api/src/lib), so files beside the code (prisma/migrations,
 * dist/web) are found from either.
 */
export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
