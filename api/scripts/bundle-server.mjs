// The server as production runs it: one bundle of api/src/index.ts and the packages it imports
// (esbuild, minified), in dist/server/bundle. Node then loads a few dozen files instead of about two
// thousand modules, and starts in about half the CPU (bench/RESULTS.md).
// Code loaded at first use (`await import(…)`) stays in chunks of its own, loaded only then.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { tokenize } from 'espree';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUNDLE_DIR = join(root, 'dist/server/bundle');

const require = createRequire(import.meta.url);
const GENERATED_CLIENT = /[\\/]generated[\\/]prisma-[a-z]+[\\/]internal[\\/]class\.ts$/;
const LOAD_FROM_BASE64 =
  /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_bg\.[a-z]+\.wasm-base64\.mjs)"\)\s*return await decodeBase64AsWasm\(wasm\)/;

/**
 * Prisma's generated client imports its query compiler as a module holding the WebAssembly in base64
 * (2.5 MB), and a loaded module stays in memory for good, its source text and its string both. The
 * bundle ships the compiler as a .wasm file beside the chunks instead, read from disk when the client
 * first connects; the bytes are the very ones the base64 module holds.
 */
const queryCompilerFromFile = {
  name: 'query-compiler-from-file',
  setup(b) {
    b.onLoad({ filter: GENERATED_CLIENT }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const found = LOAD_FROM_BASE64.exec(source);
      if (!found) throw new Error(`${path}: the query compiler's base64 import was not found (did Prisma's generated client change?)`);
      // the import goes last (imports are hoisted), so the lines of the source map stay the generated file's
      const contents =
        source.replace(
          found[0],
          "const { readFile } = await import('node:fs/promises')\n    return new WebAssembly.Module(await readFile(new URL(queryCompilerWasmFile, import.meta.url)))",
        ) + `\nimport queryCompilerWasmFile from 'query-compiler-wasm:${found[1]}';\n`;
      return { contents, loader: 'ts' };
    });
    b.onResolve({ filter: /^query-compiler-wasm:/ }, ({ path }) => ({
      path: require.resolve(path.slice('query-compiler-wasm:'.length)).replace(/\.wasm-base64\.mjs$/, '.wasm'),
      namespace: 'query-compiler-wasm',
    }));
    b.onLoad({ filter: /.*/, namespace: 'query-compiler-wasm' }, async ({ path }) => {
      const { wasm } = await import(pathToFileURL(path.replace(/\.wasm$/, '.wasm-base64.mjs')).href);
      return { contents: Buffer.from(wasm, 'base64'), loader: 'file' };
    });
  },
};

/** `\\uXXXX` escapes of the characters beyond Latin-1 in a regular expression's pattern (the same regex). */
function escapeWideCharacters(pattern, flags) {
  const unicode = /[uv]/.test(flags);
  let out = '';
  for (const char of pattern) {
    const code = char.codePointAt(0);
    if (code <= 0xff) out += char;
    else if (unicode) out += `\\u{${code.toString(16)}}`;
    else for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * V8 keeps each module's source text for as long as the process runs, one byte a character while all of
 * them are Latin-1 and two bytes a character for the whole file once one is not. esbuild escapes such
 * characters in strings, names and templates but writes regular expressions as they are, so a single
 * `/…/` from a package doubled the entry's 2.5 MB. The packages' regular expressions get escapes instead.
 */
const WIDE = /[\u0100-\u{10ffff}]/u;
const ESCAPED_WIDE = /\\[\u0100-\u{10ffff}]/u;
const latin1RegExps = {
  name: 'latin1-regexps',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!WIDE.test(source)) return undefined;
      const tokens = (() => {
        try {
          return tokenize(source, { ecmaVersion: 'latest', sourceType: 'module', range: true });
        } catch {
          return tokenize(source, { ecmaVersion: 'latest', sourceType: 'script', ecmaFeatures: { globalReturn: true }, range: true });
        }
      })();
      let contents = '';
      let at = 0;
      for (const token of tokens) {
        if (token.type !== 'RegularExpression' || !WIDE.test(token.value) || ESCAPED_WIDE.test(token.value)) continue;
        const { pattern, flags } = token.regex;
        contents += source.slice(at, token.range[0]) + `/${escapeWideCharacters(pattern, flags)}/${flags}`;
        at = token.range[1];
      }
      return at ? { contents: contents + source.slice(at), loader: 'js' } : undefined;
    });
  },
};

rmSync(BUNDLE_DIR, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'api/src/index.ts' },
  outdir: BUNDLE_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  plugins: [queryCompilerFromFile, latin1RegExps],
  minify: true,
  // `node --enable-source-maps dist/server/bundle/index.js`: stack traces name the source files
  sourcemap: 'linked',
  logLevel: 'error',
  // from node_modules: the native addons (and pg's optional one), and ioredis, whose CommonJS exports
  // (`module.exports` is the class, with the named exports as its properties) a bundle does not reproduce
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native', 'ioredis'],
  // the CommonJS packages inside an ES module bundle: their require() of Node's modules and the addons
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
