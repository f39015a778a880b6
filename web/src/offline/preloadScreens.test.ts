import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createOperationDescriptor } from 'relay-runtime';
import { screenQueries } from './preloadScreens.ts';

const routerSource = readFileSync(fileURLToPath(new URL('../router.tsx', import.meta.url)), 'utf8');
const signedInPaths = [...routerSource.slice(routerSource.indexOf('const signedInRoutes')).matchAll(/\{ path: '([^']+)', screen:/g)].map((m) => m[1]);

/** Screens whose first query is not preloaded, and why. */
const NOT_PRELOADED: Record<string, string> = {
  '/tasks/:id': 'one query per task: offline, built from the mirrored tasks (localTaskDetail.ts)',
  '/debug': 'reads the local store and the server health, no GraphQL',
  '/admin': "an admin's page load refreshes it already",
};

describe("the screens' preloaded queries", () => {
  it('cover every signed-in route of the router', () => {
    const preloaded = new Set(screenQueries(new Date()).map(({ screen }) => new URL(screen, 'http://app').pathname));
    expect(signedInPaths.length).toBeGreaterThan(10);
    for (const path of signedInPaths) expect([path, preloaded.has(path) || path in NOT_PRELOADED]).toEqual([path, true]);
  });

  it('give every required variable of each query a value, as Relay will send them', () => {
    let checked = 0;
    for (const { screen, query, variables } of screenQueries(new Date('2031-03-31T10:00:00Z'))) {
      const sent = createOperationDescriptor(query, variables).request.variables;
      const header = (query.params.text ?? '').slice(0, (query.params.text ?? '').indexOf('{'));
      const required = [...header.matchAll(/\$(\w+):\s*([^\n,)]+)/g)].filter((m) => m[2].trim().endsWith('!')).map((m) => m[1]);
      const missing = required.filter((name) => sent[name] === undefined || sent[name] === null);
      expect([screen, missing]).toEqual([screen, []]);
      checked += required.length;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('ask for the month and the week around today on the Calendar', () => {
    const calendar = screenQueries(new Date()).filter(({ screen }) => screen.startsWith('/calendar'));
    expect(calendar).toHaveLength(2);
    for (const { variables } of calendar) expect(variables.from <= variables.today && variables.today <= variables.to).toBe(true);
  });
});
