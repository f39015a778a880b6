import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import relay from 'vite-plugin-relay-lite';
import { signedInChunkGroups } from './scripts/chunkGroups.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/routePreloads.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * relay-compiler --watch needs a newer watchman than this machine has, so in development the
 * compiler is re-run (debounced) whenever a source file holding a graphql tag changes.
 * `npm run build` runs the compiler itself before `vite build`.
 */
function relayCompileOnChange(): Plugin {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const run = () => {
    if (running) return void (again = true);
    running = true;
    const child = spawn('npx', ['relay-compiler'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('close', () => {
      running = false;
      if (!again) return;
      again = false;
      run();
    });
  };
  return {
    name: 'streamline-relay-compile-on-change',
    apply: 'serve',
    configureServer: () => run(),
    handleHotUpdate({ file }) {
      if (!/\.(ts|tsx)$/.test(file) || file.includes('__generated__')) return;
      if (!readFileSync(file, 'utf8').includes('graphql`')) return;
      clearTimeout(timer);
      timer = setTimeout(run, 150);
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [relay({ codegen: false, cwd: repoRoot }), relayCompileOnChange(), react(), tailwindcss(), routePreloads(), precompress()],
  // shown on the Debug screen, so a user can tell which build their browser runs
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    // react-router 7 maps its package exports to its development build (dev-only checks and
    // warnings); production bundles take the production build it ships next to it.
    alias:
      command !== 'build'
        ? []
        : [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true, // issue 9: dist/web/.vite/manifest.json lets bench/web.ts follow each route's chunks
    rolldownOptions: {
      output: {
        codeSplitting: {
          // No group for all of Radix and lucide (issue 9): /login gets only the Tabs, Label and
          // icons it shows; the signed-in part gets one chunk (scripts/chunkGroups.ts).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 5 },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|graphql-ws|fbjs|invariant)[\\/]/, priority: 4 },
            ...signedInChunkGroups(1),
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    // the app runs shared/ too, outside its root; the server's code is not served
    fs: { allow: ['.', '../shared', '../node_modules'].map((dir) => fileURLToPath(new URL(dir, import.meta.url))) },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
}));
