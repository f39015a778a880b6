import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const SIGNED_IN = 'src/shell/SignedInLayout.tsx';

/**
 * The routes whose lazy chunks the server announces with `Link: rel=modulepreload` (issue 9): the
 * public screens, and for the most visited signed-in screens the signed-in shell as well, which
 * otherwise load one after another (entry → shell → screen) before the first row can show.
 */
export const PRELOADED_ROUTES: Record<string, string[]> = {
  '/login': ['src/features/auth/LoginScreen.tsx'],
  '/setup-2fa': ['src/features/auth/SetupTwoFactorScreen.tsx'],
  '/': [SIGNED_IN, 'src/features/dashboard/DashboardScreen.tsx'],
  '/tasks': [SIGNED_IN, 'src/features/tasks/TasksScreen.tsx'],
  '/task-list': [SIGNED_IN, 'src/features/tasks/TaskListScreen.tsx'],
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
 * Writes route-preloads.json: for each listed route, the JS files its lazy chunks need beyond what
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
      for (const [route, modules] of Object.entries(PRELOADED_ROUTES)) {
        const files = new Set<string>();
        for (const module of modules) {
          // the screen's own chunk, or the group chunk that holds it (scripts/chunkGroups.ts)
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/web/${module}`)));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
          chunkClosure(bundle, chunk, files);
        }
        routes[route] = [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes, null, 2) });
    },
  };
}
