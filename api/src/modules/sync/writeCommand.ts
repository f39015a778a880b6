import type { Deps, Viewer } from '../../graphql/context.js';
import type { Answer } from '../idempotency/service.js';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type CommandParams = Record<string, string>;
/** A REST write as the offline batch replays it: the route's path under its domain, the service call, and the answer its own request gets. */
export type WriteCommand = {
  method: WriteMethod;
  path: string;
  run: (deps: Deps, viewer: Viewer, params: CommandParams, body: unknown) => Promise<Answer>;
};

/**
 * The command a write to `path` (under its domain's URL, e.g. "/12") runs, with its path parameters,
 * matched as Express matches the routes: the first that fits, literal segments in any case.
 */
export function findCommand(commands: readonly WriteCommand[], method: string, path: string): { command: WriteCommand; params: CommandParams } | null {
  const segments = path.split('/').filter(Boolean);
  for (const command of commands) {
    const pattern = command.path.split('/').filter(Boolean);
    if (command.method !== method || pattern.length !== segments.length) continue;
    const params: CommandParams = {};
    let fits = true;
    for (const [i, part] of pattern.entries()) {
      if (part.startsWith(':')) params[part.slice(1)] = segments[i];
      else fits &&= part.toLowerCase() === segments[i].toLowerCase();
    }
    if (fits) return { command, params };
  }
  return null;
}
