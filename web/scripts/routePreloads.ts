import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The public routes whose screen the server announces with `Link: rel=modulepreload` (issue 9). */
export const PRELOADED_ROUTES: Record<string, string> = {
  '/login': 'src/features/auth/LoginScreen.tsx',
  '/setup-2fa': 'src/features/auth/SetupTwoFactorScreen.tsx',
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function chunkClosure(bundle: OutputBundle, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') chunkClosure(bundle, next, into);
  }
  return into;
}

/**
 * Writes route-preloads.json: for each public route, the JS files its lazy screen needs beyond what
 * index.html already loads. The server sends them as a Link header with that route's HTML, so the
 * browser fetches the screen together with the entry instead of after running it.
 */
export function routePreloads(): Plugin {
  return {
    name: 'streamline-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const loadedByEntry = chunkClosure(bundle, entry);
      const routes: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(PRELOADED_ROUTES)) {
        const screen = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/${module}`));
        if (!screen) throw new Error(`route-preloads: no chunk for ${module}`);
        routes[route] = [...chunkClosure(bundle, screen)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes, null, 2) });
    },
  };
}
