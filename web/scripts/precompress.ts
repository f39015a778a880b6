import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to each built JS/CSS
 * file: the server sends them as they are (api/src/http/webApp.ts), smaller than its on-the-fly
 * brotli at quality 4 and with no compression work per request (issue 9).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'streamline-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
