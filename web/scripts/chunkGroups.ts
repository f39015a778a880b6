import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const ENTRY = src('main.tsx');
const ROUTER = src('router.tsx');
const PUBLIC_SCREENS = [src('features/auth/LoginScreen.tsx'), src('features/auth/SetupTwoFactorScreen.tsx')];
const SIGNED_IN = src('shell/SignedInLayout.tsx');
/** Starts a signed-in page's first query (relay/routePreload.ts): evaluated at once, without Relay. */
const PAGE_QUERY = src('relay/routePreload.ts');
/** The screens opened most (and announced with a Link header: routePreloads.ts). */
const DASHBOARD = src('features/dashboard/DashboardScreen.tsx');
const FIRST_SCREENS = [DASHBOARD, ...['features/tasks/TasksScreen.tsx', 'features/tasks/TaskListScreen.tsx'].map(src)];
/** A module shared by signed-in screens joins the signed-in group when it is at most this big (source bytes)... */
const SMALL_SHARED = 6 * 1024;
// ...or, whatever its size, when two of the first screens share it

type Info = (id: string) => ModuleInfo | null;

/**
 * The module graph as the bundle uses it. lucide-react and radix-ui are barrels: each re-exports
 * hundreds of modules, of which tree-shaking keeps the few a file imports by name. Following the
 * barrel's every import would make each file that shows one icon "need" every icon, so an import
 * from a barrel leads only to the modules behind the names imported.
 */
class Graph {
  private reexports = new Map<string, Map<string, string> | null>();
  constructor(private readonly info: Info) {}

  /** name → module id for a barrel (export { default as X } from './x', import * as X from 'x'), or null. */
  private barrel(id: string): Map<string, string> | null {
    if (this.reexports.has(id)) return this.reexports.get(id)!;
    const module = this.info(id);
    let names: Map<string, string> | null = null;
    if (module?.code && id.includes('/node_modules/')) {
      const target = (spec: string) =>
        spec.startsWith('.') ? resolve(dirname(id), spec) : module.importedIds.find((m) => m.includes(`/node_modules/${spec}/`));
      const found = new Map<string, string>();
      for (const [, list, spec] of module.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
        const to = target(spec);
        if (to)
          for (const part of list.split(','))
            found.set(
              part
                .trim()
                .split(/\s+as\s+/)
                .at(-1)!,
              to,
            );
      }
      for (const [, name, spec] of module.code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
        const to = target(spec);
        if (to) found.set(name, to);
      }
      if (found.size >= 20) names = found; // a real barrel, not a module that re-exports a helper or two
    }
    this.reexports.set(id, names);
    return names;
  }

  /** What `id` imports statically, looking through barrels to the names it imports from them. */
  imports(id: string): string[] {
    const module = this.info(id);
    if (!module) return [];
    const dynamic = new Set(module.dynamicallyImportedIds); // rolldown lists them in importedIds too
    const out: string[] = [];
    for (const next of module.importedIds) {
      if (dynamic.has(next)) continue;
      const names = this.barrel(next);
      const specs = names && module.code ? importedNames(module.code, next) : null;
      if (!names || !specs) out.push(next);
      else for (const name of specs) out.push(names.get(name) ?? next);
    }
    return out;
  }

  closure(start: string, stop: Set<string> = new Set()): Set<string> {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      queue.push(...this.imports(id));
    }
    return seen;
  }

  dynamicImports(id: string): string[] {
    return this.info(id)?.dynamicallyImportedIds ?? [];
  }

  size(id: string): number {
    return this.info(id)?.code?.length ?? Infinity;
  }
}

/** The names a module imports from the package whose resolved id is `barrelId`, or null when it cannot tell. */
function importedNames(code: string, barrelId: string): string[] | null {
  const names: string[] = [];
  let matched = false;
  for (const [, list, spec] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"'.][^"']*)["']/g)) {
    if (!barrelId.includes(`/node_modules/${spec}/`)) continue;
    matched = true;
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return matched ? names : null;
}

type Plan = { index: Set<string>; pageQuery: Set<string>; ui: Set<string>; app: Set<string> };

function plan(graph: Graph): Plan {
  const entry = graph.closure(ENTRY);
  const pageQuery = graph.closure(PAGE_QUERY, entry);
  const relay = [...pageQuery].find((id) => /node_modules[\\/](relay-runtime|react-relay)[\\/]/.test(id));
  if (relay) throw new Error(`chunkGroups: relay/routePreload.ts must not import Relay at run time (it reaches ${relay})`);
  const publicOnes = new Set(PUBLIC_SCREENS.flatMap((screen) => [...graph.closure(screen, entry)]));
  const shell = graph.closure(SIGNED_IN, entry);
  // the lazily loaded signed-in screens: what the router imports dynamically, but the public screens
  const screens = graph.dynamicImports(ROUTER).filter((id) => !PUBLIC_SCREENS.includes(id) && id.includes('/features/'));
  const uses = new Map<string, number>();
  const firstUses = new Map<string, number>();
  for (const screen of screens) {
    for (const id of graph.closure(screen, new Set([...entry, ...shell]))) {
      uses.set(id, (uses.get(id) ?? 0) + 1);
      if (FIRST_SCREENS.includes(screen)) firstUses.set(id, (firstUses.get(id) ?? 0) + 1);
    }
  }
  // what the public screens share with the signed-in part (a module that a group's modules import
  // is taken along into that group unless another group holds it)
  const ui = new Set([...publicOnes].filter((id) => shell.has(id) || uses.has(id)));
  const app = new Set([...shell].filter((id) => !publicOnes.has(id)));
  const dashboard = graph.closure(DASHBOARD, new Set([...entry, ...shell]));
  // a big package the dashboard does not use (the drag and drop of the task screens) keeps its own
  // chunk rather than weigh on every signed-in page's first load
  const firstShared = (id: string) => (firstUses.get(id) ?? 0) >= 2 && (dashboard.has(id) || !id.includes('/node_modules/') || graph.size(id) <= SMALL_SHARED);
  const qualifies = (id: string, count: number) =>
    !publicOnes.has(id) && !FIRST_SCREENS.includes(id) && ((count >= 2 && graph.size(id) <= SMALL_SHARED) || firstShared(id));
  const shared = new Set([...uses].filter(([id, count]) => qualifies(id, count)).map(([id]) => id));
  // a group takes its modules' imports along: keep only the shared modules whose imports all qualify
  for (let changed = true; changed;) {
    changed = false;
    for (const id of shared) {
      if (graph.imports(id).every((next) => shared.has(next) || entry.has(next) || shell.has(next) || ui.has(next))) continue;
      shared.delete(id);
      changed = true;
    }
  }
  for (const id of shared) app.add(id);
  return { index: entry, pageQuery, ui, app };
}

/**
 * Issue 9: chunk groups for the first load. Left to itself the bundler gives every module shared by
 * two lazy chunks a chunk of its own, so a signed-in page loaded ~57 files (35 under 1 KB) and paid
 * round trips for them on a slow network. Here, from the highest priority down:
 * - `index`: the entry's modules, so that no group below takes them along as a dependency;
 * - `pageQuery`: what starts a signed-in page's first query (the query texts, a fetch), so that the
 *   query goes out as soon as the entry runs, before Relay and the shell are evaluated;
 * - `ui`: what the sign-in screen shares with the signed-in shell (Radix pieces, Button, the logo);
 * - `app`: the rest of the signed-in shell (with the offline sync and Relay's glue), and the small
 *   modules (icons, helpers) that several signed-in screens share. /login never loads it.
 * Each screen keeps its own chunk, and big modules shared by a few screens keep theirs.
 */
export function signedInChunkGroups(priority: number): CodeSplittingGroup[] {
  let planned: Plan | null = null;
  const group = (name: keyof Plan, at: number): CodeSplittingGroup => ({
    priority: at,
    name: (id, ctx) => {
      planned ??= plan(new Graph((m) => ctx.getModuleInfo(m)));
      return planned[name].has(id) ? name : null;
    },
  });
  return [group('index', priority + 3), group('pageQuery', priority + 2), group('ui', priority + 1), group('app', priority)];
}
