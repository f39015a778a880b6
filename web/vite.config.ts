import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import relay from 'vite-plugin-relay-lite';

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
      if (again) (again = false), run();
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [relay({ codegen: false, cwd: repoRoot }), relayCompileOnChange(), react(), tailwindcss()],
  // shown on the Debug screen, so a user can tell which build their browser runs
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true, // issue 9: dist/web/.vite/manifest.json lets bench/web.ts follow each route's chunks
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|graphql-ws|fbjs|invariant)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/](radix-ui|@radix-ui|lucide-react|@floating-ui)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
