import { createYoga, type Plugin } from 'graphql-yoga';
import { schema } from './schema.js';
import { jitQueries } from './jit.js';
import type { Context } from './context.js';

/**
 * Queries run compiled by graphql-jit (jit.ts): the type scopes (Task: ownsRow) still guard every
 * object, and a refused object answers exactly as the standard executor does (typeScopes.test.ts).
 */
describe('JIT-compiled queries keep the type scopes', () => {
  const ownersTask = {
    id: 7,
    userId: 1,
    projectId: 3,
    name: 'Owner secret task',
    description: 'owner secret description',
    priority: 5,
    duration: 30,
    timeSpent: 0,
    completed: false,
    completedAt: null,
    dueDate: null,
    position: 0,
    assigneeEmail: null,
    assigneeName: null,
    emailSent: false,
    emailSentAt: null,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
    updatedAt: new Date('2026-01-02T03:04:05.678Z'),
  };
  const taskField = schema.getQueryType()!.getFields().task;
  const realResolve = taskField.resolve;
  /** when set, the resolver returns this very object to every request (as a cache shared by requests would) */
  let shared: typeof ownersTask | null = null;
  beforeAll(() => {
    taskField.resolve = () => shared ?? { ...ownersTask }; // a resolver that does not filter by the viewer
  });
  afterAll(() => {
    taskField.resolve = realResolve;
  });

  let viewer: Context['viewer'] = null;
  /** runs of the standard executor: the JIT calls it only for a query it does not answer itself */
  let standardRuns = 0;
  const countStandardRuns: Plugin = {
    onExecute: ({ executeFn, setExecuteFn }) => setExecuteFn((args) => (standardRuns++, executeFn(args))),
  };
  const yoga = createYoga({
    schema,
    plugins: [countStandardRuns, jitQueries()],
    maskedErrors: false,
    logging: false,
    context: () => ({ viewer, sessionId: null }),
  });
  const run = async (asViewer: Context['viewer'], query = '{ task(id: "x") { id rowId name description priority completed createdAt } }') => {
    viewer = asViewer;
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: { task: unknown } | null; errors?: { message: string }[] };
  };
  const user = (id: number) => ({ id, role: 'user' }) as unknown as Context['viewer'];

  beforeEach(() => (standardRuns = 0));

  it("another user gets null and one Forbidden error, never a field of the owner's task", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await run(user(2));
      expect(res.data).toEqual({ task: null });
      expect(res.errors?.map((e) => e.message)).toEqual(['Forbidden']);
      expect(JSON.stringify(res)).not.toMatch(/secret/);
    }
    expect(standardRuns).toBe(2); // the refusal is answered by the standard executor
  });

  it('anonymous gets null and Not authenticated', async () => {
    const res = await run(null);
    expect(res.data).toEqual({ task: null });
    expect(res.errors?.map((e) => e.message)).toEqual(['Not authenticated']);
  });

  it('the owner reads every field, dates as ISO text', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await run(user(1));
      expect(res.errors).toBeUndefined();
      expect(res.data?.task).toMatchObject({
        rowId: 7,
        name: 'Owner secret task',
        description: 'owner secret description',
        priority: 5,
        completed: false,
        createdAt: '2026-01-02T03:04:05.678Z',
      });
    }
    expect(standardRuns).toBe(0); // answered by the compiled query
  });

  it('one object resolved in several requests is checked for each viewer', async () => {
    shared = { ...ownersTask };
    try {
      expect((await run(user(1))).data?.task).toMatchObject({ rowId: 7 });
      const res = await run(user(2));
      expect(res.data).toEqual({ task: null });
      expect(res.errors?.map((e) => e.message)).toEqual(['Forbidden']);
      expect((await run(user(1))).data?.task).toMatchObject({ rowId: 7 });
      expect(standardRuns).toBe(1); // the stranger's refusal; the owner's reads are the JIT's
    } finally {
      shared = null;
    }
  });

  it('a bad variable gets the standard executor’s message', async () => {
    viewer = user(1);
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: ID!) { task(id: $id) { rowId } }', variables: { id: { not: 'an id' } } }),
    });
    const body = (await res.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0].message).toMatch(/^Variable "\$id" got invalid value/);
  });
});
