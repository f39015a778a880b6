import { execute, parse } from 'graphql';
import { schema } from './schema.js';
import type { Context } from './context.js';

/**
 * The type-level scopes (Task: ownsRow) guard every path that returns an object, also a path that forgot
 * to filter by the viewer. builder.ts runs them once per object (`runScopesOnType`), not per field: this
 * hands the schema's Task type a row of another user directly, as such a path would.
 */
describe('type scopes (runScopesOnType)', () => {
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
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  // user 1 owns project 3 (the task's); user 2 belongs to no project
  const viewer = (id: number) => ({ id, role: 'user', memberships: new Map(id === 1 ? [[3, 'owner']] : []) }) as unknown as Context['viewer'];
  const taskField = schema.getQueryType()!.getFields().task;
  const realResolve = taskField.resolve;
  beforeAll(() => {
    taskField.resolve = () => ownersTask; // a resolver that does not filter by the viewer
  });
  afterAll(() => {
    taskField.resolve = realResolve;
  });

  const run = (ctxViewer: Context['viewer']) =>
    execute({
      schema,
      document: parse('{ task(id: "x") { id rowId name description priority completed createdAt } }'),
      contextValue: { viewer: ctxViewer, sessionId: null } as unknown as Context,
    }) as Promise<{ data?: { task: unknown } | null; errors?: readonly { message: string }[] }>;

  it("another user gets null and one Forbidden error, never a field of the owner's task", async () => {
    const res = await run(viewer(2));
    expect(res.data).toEqual({ task: null });
    expect(res.errors?.map((e) => e.message)).toEqual(['Forbidden']);
    expect(JSON.stringify(res)).not.toMatch(/secret/);
  });

  it('anonymous gets null and Not authenticated', async () => {
    const res = await run(null);
    expect(res.data).toEqual({ task: null });
    expect(res.errors?.map((e) => e.message)).toEqual(['Not authenticated']);
  });

  it('the owner reads every field', async () => {
    const res = await run(viewer(1));
    expect(res.errors).toBeUndefined();
    expect(res.data?.task).toMatchObject({ rowId: 7, name: 'Owner secret task', description: 'owner secret description', priority: 5 });
  });

  it("a row already loaded completes without a promise, its Relay id included (patches/: Pothos' globalID field was async)", () => {
    const res = run(viewer(1)) as unknown as { data?: { task: { id: string } } };
    expect(res).not.toBeInstanceOf(Promise);
    expect(res.data?.task.id).toBe(Buffer.from('Task:7').toString('base64'));
  });
});
