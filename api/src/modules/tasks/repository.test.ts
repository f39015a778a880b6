// The task list read with Kysely (repository.ts) against the same read through Prisma's model API, on a
// real database: same rows, same order, same values and types.
import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { orderByFor } from '../projects/orderBy.js';
import { countTasks, findTasks, type TaskPage } from './repository.js';
import { presentTasks } from './present.js';
import { MAX_TASK_PAGE } from './schema.js';
import { makeProject, makeTask } from './testing.js';
import { BAND_RANGE } from '../../../../shared/tasks/priority.js';
import { TaskFilterInput, type TaskFilter } from '../../../../shared/tasks/validation.js';
import { withMemberships } from '../members/viewerMemberships.js';

const COMPLETED_SINCE = new Date(Date.now() - 60_000);

/** Prisma's rows as the list has them: each task with its project's name. */
const withProjectName = <T extends { project: { name: string } }>(rows: T[]) => rows.map(({ project, ...task }) => ({ ...task, projectName: project.name }));

/** The reference: the same list through Prisma's model API. */
function prismaWhere(userId: number, f: TaskFilter, matching?: number[]) {
  return {
    userId,
    ...(f.projectId !== undefined ? { projectId: Number(f.projectId) } : {}),
    ...(typeof f.completed === 'boolean' ? { completed: f.completed } : {}),
    ...(f.priority ? { priority: BAND_RANGE[f.priority] } : {}),
    ...(f.completedSince ? { completedAt: { gte: f.completedSince as Date } } : {}),
    ...(matching ? { id: { in: matching } } : {}),
  };
}

async function seed(server: TestServer) {
  const { agent, user } = await signedInUser(server);
  const home = await makeProject(agent, { name: 'Home' });
  const work = await makeProject(agent, { name: 'Work' });
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const task = await makeTask(agent, i % 3 ? home.id : work.id, {
      priority: ((i * 7) % 10) + 1,
      name: i % 4 === 0 ? `Écrire le RAPPORT ${i}` : `Task ${i}`,
      description: i % 5 === 0 ? 'call the Bäckerei' : null,
      dueDate: i % 2 ? `2031-0${(i % 9) + 1}-0${(i % 8) + 1}T10:20:30.456Z` : undefined,
    });
    ids.push(task.id);
  }
  for (const id of ids.slice(0, 5)) await agent.patch(`/api/tasks/${id}/complete`, {});
  await agent.put('/api/tasks/reorder', { taskIds: [ids[7], ids[2], ids[9]] });
  // a stranger's tasks never show
  const stranger = await signedInUser(server);
  await makeTask(stranger.agent, (await makeProject(stranger.agent)).id);
  const viewer = await withMemberships(server.app.deps.db, await server.app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } }));
  return { agent, viewer, ids, projectIds: { home: home.id, work: work.id } };
}

const FILTERS: Array<TaskFilter & { label: string; project?: 'home' | 'work' }> = [
  { label: 'no filter' },
  { label: 'project', project: 'home' },
  { label: 'unknown project', projectId: '999999' },
  { label: 'completed', completed: true },
  { label: 'open', completed: false },
  { label: 'high', priority: 'high' },
  { label: 'medium', priority: 'medium' },
  { label: 'low', priority: 'low' },
  { label: 'completed since', completedSince: COMPLETED_SINCE },
  { label: 'search, any case and accents', search: 'rapport' },
  { label: 'search in descriptions', search: 'BÄCKEREI' },
  { label: 'search and open', search: 'task', completed: false },
  { label: 'priority desc', orderBy: 'priority' },
  { label: 'priority asc', orderBy: 'priority', direction: 'asc' },
  { label: 'newest', orderBy: 'createdAt' },
  { label: 'oldest', orderBy: 'createdAt', direction: 'asc' },
  { label: 'position desc', orderBy: 'position', direction: 'desc' },
];

describeEachProvider('task list through Kysely', (server) => {
  const findTaskRows = (viewer: Parameters<typeof findTasks>[1], f: TaskFilter, page?: TaskPage) =>
    findTasks(server().app.deps.db, viewer, TaskFilterInput.parse(f), page);
  let s: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    s = await seed(server());
  });

  async function reference(filter: TaskFilter, page: TaskPage = {}) {
    const { db } = server().app.deps;
    let matching: number[] | undefined;
    if (filter.search) {
      const all = await db.task.findMany({ where: prismaWhere(s.viewer.id, { ...filter, search: undefined }) });
      const needle = filter.search.normalize('NFKC').toLocaleLowerCase();
      const has = (t: string | null) => t !== null && t.normalize('NFKC').toLocaleLowerCase().includes(needle);
      matching = all.filter((t) => has(t.name) || has(t.description)).map((t) => t.id);
    }
    const where = prismaWhere(s.viewer.id, filter, matching);
    const rows = await db.task.findMany({
      where,
      orderBy: orderByFor(filter.orderBy ?? 'position', filter.direction ?? undefined),
      include: { project: true },
      ...(page.take !== undefined ? { take: page.take } : {}),
      ...(page.skip ? { skip: page.skip } : {}),
      ...(page.cursor?.id !== undefined ? { cursor: { id: page.cursor.id as number } } : {}),
    });
    return { rows, count: await db.task.count({ where }) };
  }

  it.each(FILTERS)('reads the same rows as Prisma: $label', async ({ label: _label, project, ...filter }) => {
    const f = project ? { ...filter, projectId: String(s.projectIds[project]) } : filter;
    const expected = await reference(f);
    const rows = await findTaskRows(s.viewer, f);
    expect(rows).toEqual(withProjectName(expected.rows));
    expect(await countTasks(server().app.deps.db, s.viewer, TaskFilterInput.parse(f))).toBe(expected.count);
    if (!f.search && !project && !f.projectId && !f.completedSince) expect(rows.length).toBeGreaterThan(0);
  });

  it.each(FILTERS)("answers the REST list exactly as presented from Prisma's rows: $label", async ({ label: _label, project, ...filter }) => {
    const f = project ? { ...filter, projectId: String(s.projectIds[project]) } : filter;
    const { deps } = server().app;
    const expected = await presentTasks(deps, s.viewer, (await reference(f)).rows);
    const answer = await presentTasks(deps, s.viewer, await findTaskRows(s.viewer, f));
    expect(JSON.stringify(answer)).toBe(JSON.stringify(expected));
  });

  it.each([{ orderBy: 'position' as const }, { orderBy: 'priority' as const }, { orderBy: 'createdAt' as const, direction: 'asc' as const }])(
    'pages with cursors like Prisma, forwards and backwards (%o)',
    async (filter) => {
      const all = await findTaskRows(s.viewer, filter);
      for (const at of [0, 4, all.length - 1]) {
        for (const page of [{ take: 4, skip: 1, cursor: { id: all[at].id } }, { take: -4, skip: 1, cursor: { id: all[at].id } }, { take: 3 }, { take: -3 }]) {
          const rows = await findTaskRows(s.viewer, filter, page);
          expect(rows).toEqual(withProjectName((await reference(filter, page)).rows));
        }
      }
      // a cursor that is no row of the viewer reads nothing
      expect(await findTaskRows(s.viewer, filter, { take: 4, skip: 1, cursor: { id: 999_999 } })).toEqual([]);
      for (const forged of [99_999_999_999, -1, 'x', null]) {
        expect(await findTaskRows(s.viewer, filter, { take: 4, skip: 1, cursor: { id: forged } })).toEqual([]);
      }
    },
  );

  it('answers GET /api/tasks and Query.tasks from the same rows, with project names and cursors that page on', async () => {
    const rest = await s.agent.get('/api/tasks?orderBy=priority&limit=50');
    expect(rest.status).toBe(200);
    const expected = (await reference({ orderBy: 'priority' })).rows;
    expect(rest.body.map((t: { id: number; projectName: string }) => [t.id, t.projectName])).toEqual(expected.map((t) => [t.id, t.project.name]));

    const query = `query($after: String, $before: String, $first: Int, $last: Int) {
      tasks(orderBy: PRIORITY, after: $after, before: $before, first: $first, last: $last) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { rowId project { name } } } } }`;
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const res: { data: any; errors?: unknown } = await s.agent.gql(query, { first: 5, after });
      expect(res.errors).toBeUndefined();
      expect(res.data.tasks.totalCount).toBe(expected.length);
      for (const e of res.data.tasks.edges) {
        seen.push(e.node.rowId);
        expect(e.node.project.name).toBe(expected.find((t) => t.id === e.node.rowId)!.project.name);
      }
      if (!res.data.tasks.pageInfo.hasNextPage) break;
      after = res.data.tasks.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected.map((t) => t.id));
    const back = await s.agent.gql(query, { last: 3 });
    expect(back.data.tasks.edges.map((e: any) => e.node.rowId)).toEqual(expected.slice(-3).map((t) => t.id));
    expect(back.data.tasks.pageInfo.hasPreviousPage).toBe(true);
  });

  it('refetches a listed task by its node id (Relay)', async () => {
    const list = await s.agent.gql(`{ tasks(first: 1) { edges { node { id name project { name } } } } }`);
    const node = list.data.tasks.edges[0].node;
    const again = await s.agent.gql(`query($id: ID!) { node(id: $id) { ... on Task { id name project { name } } } }`, { id: node.id });
    expect(again.data.node).toEqual(node);
  });
});

describeEachProvider('task list pages', (server) => {
  it(`hands over a page of up to ${MAX_TASK_PAGE} tasks, and no more`, async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Big' });
    const total = MAX_TASK_PAGE + 120;
    await server().app.deps.db.task.createMany({
      data: Array.from({ length: total }, (_, i) => ({ name: `Bulk ${i}`, priority: 5, duration: 25, userId: user.id, projectId: project.id, position: i })),
    });
    const query = `query($first: Int, $after: String) { tasks(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }`;
    const first = await agent.gql(query, { first: 300 });
    expect(first.errors).toBeUndefined();
    expect(first.data.tasks.totalCount).toBe(total);
    expect(first.data.tasks.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(Array.from({ length: 300 }, (_, i) => `Bulk ${i}`));
    const capped = await agent.gql(query, { first: 10_000, after: first.data.tasks.pageInfo.endCursor });
    expect(capped.data.tasks.edges).toHaveLength(total - 300);
    expect(capped.data.tasks.pageInfo.hasNextPage).toBe(false);
    const whole = await agent.gql(query, { first: 10_000 });
    expect(whole.data.tasks.edges).toHaveLength(MAX_TASK_PAGE);
    expect(whole.data.tasks.pageInfo.hasNextPage).toBe(true);
  });
});
