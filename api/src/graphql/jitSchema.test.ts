import {
  execute,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { makeProject, makeTask } from '../modules/tasks/testing.js';
import { schema } from './schema.js';
import { schemaForJit } from './jitSchema.js';
import { JIT_COMPILE_OPTIONS } from './jitLeaves.js';
import type { Context } from './context.js';

const TASK = `id rowId name description priority priorityBand duration timeSpent completed completedAt dueDate position
  projectRowId assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt`;
const PROJECT = 'id rowId name description priority position originator taskCount completedTaskCount createdAt updatedAt';

/** The answer without the times it was made at (an export's exportedAt, the timer's serverTime): the two runs are milliseconds apart. */
const CLOCK_FIELDS = new Set(['exportedAt', 'serverTime']);
const withoutClock = (answer: unknown) => JSON.parse(JSON.stringify(answer, (key, value) => (CLOCK_FIELDS.has(key) ? 'now' : value)));

/** Every field of the type without required arguments, `depth` levels down. */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined));
  return `{ ${fields.map((f) => `${f.name} ${selectionOf(f.type, depth - 1)}`).join(' ')} }`;
}

/**
 * The JIT's copy of the schema (jitSchema.ts: checks in the resolvers, synchronous node ids, inline
 * aliases, leaves serialized only where needed) answers every query exactly as the standard executor does on the real schema, with the
 * same data, and fails wherever the type scopes refuse a row.
 */
describeEachProvider('the JIT schema answers as the real schema', (server) => {
  const jitSchema = schemaForJit(schema)!;
  const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const both = async (jitSchema: GraphQLSchema, query: string, context: Context, variables: Record<string, unknown> = {}) => {
    const document = parse(query);
    const standard = (await execute({ schema, document, contextValue: context, variableValues: variables })) as ExecutionResult;
    const compiled = compileQuery(jitSchema, document, undefined, JIT_COMPILE_OPTIONS);
    if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
    const jit = (await compiled.query(undefined, context, variables)) as ExecutionResult;
    return { standard: JSON.parse(JSON.stringify(standard)), jit: JSON.parse(compiled.stringify(jit)) };
  };
  const contextOf = async (userId: number): Promise<Context> => {
    const viewer = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: userId } });
    return { ...server().app.deps, viewer, sessionId: null } as unknown as Context;
  };

  it('gives the same lists, nodes, ids, aliases and dates', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Launch', description: 'Q3' });
    const other = await makeProject(agent, { name: 'Other' });
    const tasks = [];
    for (let i = 0; i < 6; i++) tasks.push(await makeTask(agent, i % 2 ? project.id : other.id, { description: i % 3 ? `about ${i}` : null }));
    expect((await agent.patch(`/api/tasks/${tasks[1].id}/complete`, {})).status).toBe(200);
    const context = await contextOf(user.id);
    const queries: Array<[string, Record<string, unknown>?]> = [
      [`{ tasks(first: 4) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${TASK} project { ${PROJECT} } } } } }`],
      [`{ tasks(last: 2, orderBy: PRIORITY, direction: DESC) { edges { node { rowId projectRowId } } } }`],
      [`{ projects(first: 5) { edges { node { ${PROJECT} tasks(first: 3) { edges { node { ${TASK} } } } } } } }`],
      [`query($id: ID!) { node(id: $id) { __typename id ... on Task { rowId name project { rowId } } } }`, { id: gid('Task', tasks[0].id) }],
      [
        `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Project { rowId name } ... on Task { rowId } } }`,
        { ids: [gid('Project', project.id), gid('Task', tasks[2].id)] },
      ],
      [`query($id: ID!) { task(id: $id) { ${TASK} project { name } } }`, { id: String(tasks[3].id) }],
    ];
    for (const [query, variables] of queries) {
      const { standard, jit } = await both(jitSchema, query, context, variables);
      expect(standard.errors).toBeUndefined();
      expect({ query, jit }).toEqual({ query, jit: standard });
    }
    // the lists really held the rows compared above
    const { standard } = await both(jitSchema, `{ tasks(first: 10) { edges { node { rowId } } } }`, context);
    expect(standard.data.tasks.edges.map((e: { node: { rowId: number } }) => e.node.rowId).sort()).toEqual(tasks.map((t) => t.id).sort());
  });

  it('answers every Query field as the standard executor does', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = await makeTask(agent, project.id);
    const started = new Date(Date.now() - 30 * 60_000).toISOString();
    expect((await agent.post('/api/pomodoro', { taskId: task.id, startTime: started, duration: 25, type: 'work', completed: true })).status).toBe(201);
    const context = await contextOf(user.id);
    const today = new Date().toISOString().slice(0, 10);
    // the arguments of the fields that require some; a new field with required arguments belongs here
    const required: Record<string, string> = {
      focusHistory: `(from: "${today}", to: "${today}")`,
      schedule: `(date: "${today}")`,
      node: `(id: "${gid('Task', task.id)}")`,
      nodes: `(ids: ["${gid('Task', task.id)}", "${gid('Project', project.id)}"])`,
      task: `(id: "${task.id}")`,
      project: `(id: "${gid('Project', project.id)}")`,
    };
    const paged = (field: GraphQLField<unknown, unknown>) => (field.args.some((a) => a.name === 'first') ? '(first: 5)' : '');
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const needsArgs = field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      expect({ field: field.name, needsArgs: needsArgs && !(field.name in required) }).toEqual({ field: field.name, needsArgs: false });
      const query = `{ ${field.name}${required[field.name] ?? paged(field)} ${selectionOf(field.type, 3)} }`;
      const { standard, jit } = await both(jitSchema, query, context);
      if (standard.errors)
        expect({ query, jitFails: !!jit.errors?.length }).toEqual({ query, jitFails: true }); // e.g. users: admins only
      else expect({ query, jit: withoutClock(jit) }).toEqual({ query, jit: withoutClock(standard) });
    }
  });

  it("fails where the type scopes refuse a stranger's row, showing none of it", async () => {
    const { agent, user } = await signedInUser(server());
    const mine = await makeTask(agent, (await makeProject(agent)).id);
    const stranger = await signedInUser(server());
    const strangersProject = await makeProject(stranger.agent, { name: 'Stranger secret project' });
    const strangersTask = await makeTask(stranger.agent, strangersProject.id, { name: 'Stranger secret task' });
    // a row pointing into another user's data, as a bug elsewhere could leave it
    await server().app.deps.db.task.update({ where: { id: mine.id }, data: { projectId: strangersProject.id } });
    const { task: taskField, tasks: tasksField } = schema.getQueryType()!.getFields();
    const [realTask, realTasks] = [taskField.resolve!, tasksField.resolve!];
    const strangersContext = await contextOf(stranger.user.id);
    // resolvers that forget the viewer, as buggy ones would: only the type scopes stand in the way
    taskField.resolve = (_root, args: { id: string }, ctx: Context) => ctx.db.task.findUnique({ where: { id: Number(args.id) } });
    // the stranger's list, reached through edges and node, which the JIT reads inline
    tasksField.resolve = (root, args, ctx: Context, info) =>
      String(args.first) === '7' ? realTasks(root, args, { ...ctx, viewer: strangersContext.viewer }, info) : realTasks(root, args, ctx, info);
    try {
      const jitSchemaOfBuggy = schemaForJit(schema)!;
      const context = await contextOf(user.id);
      for (const [query, variables] of [
        ['query($id: ID!) { task(id: $id) { name } }', { id: String(strangersTask.id) }],
        ['query($id: ID!) { task(id: $id) { name project { name } } }', { id: String(mine.id) }],
        ['{ tasks(first: 10) { edges { node { name project { name } } } } }', {}],
        ['{ tasks(first: 7) { totalCount edges { cursor node { name } } } }', {}],
      ] as const) {
        const { standard, jit } = await both(jitSchemaOfBuggy, query, context, variables);
        expect(standard.errors?.map((e: { message: string }) => e.message)).toEqual(['Forbidden']);
        expect(jit.errors?.length).toBeGreaterThan(0); // jit.ts then answers from the standard executor
        expect(JSON.stringify(jit.data ?? null)).not.toMatch(/Stranger secret/);
      }
    } finally {
      taskField.resolve = realTask;
      tasksField.resolve = realTasks;
    }
  });
});

describe('the JIT schema serializes leaves as graphql does', () => {
  // values graphql changes on the way out: a numeric string for an Int, a number for an ID or a String,
  // an enum's internal value, and lists of them; plus one it cannot represent
  const Level = new GraphQLEnumType({ name: 'Level', values: { HIGH: { value: 3 }, LOW: { value: 1 } } });
  const Item = new GraphQLObjectType({
    name: 'Item',
    fields: {
      count: { type: new GraphQLNonNull(GraphQLInt) },
      code: { type: GraphQLID },
      label: { type: GraphQLString, resolve: () => 42 },
      level: { type: Level },
      levels: { type: new GraphQLList(Level), resolve: () => [1, 3, null] },
      flags: { type: new GraphQLList(new GraphQLNonNull(GraphQLBoolean)), resolve: async () => [true, false] },
      broken: { type: GraphQLInt, resolve: () => 'not a number' },
    },
  });
  const plain = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        items: {
          type: new GraphQLList(Item),
          resolve: () => [
            { count: '5', code: 7, level: 3 },
            { count: 2, code: 'x', level: 1 },
          ],
        },
      },
    }),
  });

  it.each(['{ items { count code label level levels flags } }', '{ items { count broken } }'])('%s', async (query) => {
    const document = parse(query);
    const standard = JSON.parse(JSON.stringify(await execute({ schema: plain, document })));
    const compiled = compileQuery(schemaForJit(plain)!, document, undefined, JIT_COMPILE_OPTIONS);
    if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
    const jit = JSON.parse(compiled.stringify((await compiled.query(undefined, {}, {})) as ExecutionResult));
    if (standard.errors) {
      expect(jit.errors?.length).toBeGreaterThan(0); // answered by the standard executor (jit.ts)
    } else {
      expect(standard.data.items[0]).toEqual({ count: 5, code: '7', label: '42', level: 'HIGH', levels: ['LOW', 'HIGH', null], flags: [true, false] });
      expect(jit).toEqual(standard);
    }
  });
});
