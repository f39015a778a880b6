import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';
import { join } from '../../../test/team.js';
import { makeProject } from '../tasks/testing.js';
import { pageOfIds } from './page.js';

type Listed = { id: number; name: string; position: number; inbox: boolean };

/** The viewer's sidebar as REST lists it: names in order, with their positions. */
const restList = async (agent: HttpAgent) => ((await agent.get('/api/projects')).body as Listed[]).filter((p) => !p.inbox).map((p) => [p.name, p.position]);

/** The same list as the GraphQL connection gives it. */
const gqlList = async (agent: HttpAgent) => {
  const res = await agent.gql(`{ projects(first: 50) { edges { node { name inbox position } } } }`);
  expect(res.errors).toBeUndefined();
  return (res.data.projects.edges as Array<{ node: Listed }>).filter((e) => !e.node.inbox).map((e) => [e.node.name, e.node.position]);
};

describeEachProvider("each member's own order of projects", (server) => {
  it('two members of shared projects reorder their lists independently, over REST and GraphQL', async () => {
    const alice = await signedInUser(server());
    const bob = await signedInUser(server());
    const [a, b, c] = [
      await makeProject(alice.agent, { name: 'Alpha' }),
      await makeProject(alice.agent, { name: 'Beta' }),
      await makeProject(alice.agent, { name: 'Gamma' }),
    ];
    const bobsOwn = await makeProject(bob.agent, { name: "Bob's" });
    for (const p of [a, b, c]) await join(alice, bob, p.id, 'viewer');
    // Bob's list: his Inbox, his own project, then each shared one at the end as he joined it
    expect(await restList(bob.agent)).toEqual([
      ["Bob's", 1],
      ['Alpha', 2],
      ['Beta', 3],
      ['Gamma', 4],
    ]);

    const moved = await alice.agent.put('/api/projects/reorder', { projectIds: [c.id, a.id, b.id] });
    expect(moved.status).toBe(200);
    expect(moved.body.map((p: Listed) => [p.name, p.position])).toEqual([
      ['Gamma', 1],
      ['Alpha', 2],
      ['Beta', 3],
    ]);
    // Bob's sidebar stays as he had it
    expect(await restList(bob.agent)).toEqual([
      ["Bob's", 1],
      ['Alpha', 2],
      ['Beta', 3],
      ['Gamma', 4],
    ]);
    expect(await gqlList(bob.agent)).toEqual(await restList(bob.agent));

    // Bob moves a shared project (a viewer may arrange his own list) before his own
    const ids = (await bob.agent.gql(`{ projects(first: 50) { edges { node { id rowId } } } }`)).data.projects.edges.map(
      (e: { node: { id: string; rowId: number } }) => e.node,
    ) as Array<{ id: string; rowId: number }>;
    const idOf = (rowId: number) => ids.find((n) => n.rowId === rowId)!.id;
    const gql = await bob.agent.gql(`mutation($ids: [ID!]!) { reorderProjects(input: { projectIds: $ids }) { projects { name position } } }`, {
      ids: [idOf(b.id), idOf(bobsOwn.id)],
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.reorderProjects.projects).toEqual([
      { name: 'Beta', position: 1 },
      { name: "Bob's", position: 3 },
    ]);
    expect(await gqlList(bob.agent)).toEqual([
      ['Beta', 1],
      ['Alpha', 2],
      ["Bob's", 3],
      ['Gamma', 4],
    ]);
    // and Alice's stays as she arranged it, on both APIs
    const alices = [
      ['Gamma', 1],
      ['Alpha', 2],
      ['Beta', 3],
    ];
    expect(await restList(alice.agent)).toEqual(alices);
    expect(await gqlList(alice.agent)).toEqual(alices);
    expect((await alice.agent.get(`/api/projects/${b.id}`)).body.position).toBe(3);
    expect((await bob.agent.get(`/api/projects/${b.id}`)).body.position).toBe(1);
    const one = await bob.agent.gql(`query($id: ID!) { project(id: $id) { position } }`, { id: idOf(b.id) });
    expect(one.data.project).toEqual({ position: 1 });
  });

  it('a new member finds the project at the end of their list; a new project goes to the end of its creator’s list only', async () => {
    const alice = await signedInUser(server());
    const bob = await signedInUser(server());
    const shared = await makeProject(alice.agent, { name: 'Shared' });
    const own = [await makeProject(bob.agent, { name: 'One' }), await makeProject(bob.agent, { name: 'Two' })];
    await bob.agent.put('/api/projects/reorder', { projectIds: [own[1].id, own[0].id] });
    await join(alice, bob, shared.id, 'editor');
    expect(await restList(bob.agent)).toEqual([
      ['Two', 1],
      ['One', 2],
      ['Shared', 3],
    ]);
    // Alice's list is untouched by Bob joining; her next project follows hers
    await makeProject(alice.agent, { name: 'Later' });
    expect(await gqlList(alice.agent)).toEqual([
      ['Shared', 1],
      ['Later', 2],
    ]);
    expect(await gqlList(bob.agent)).toEqual(await restList(bob.agent));
  });

  it('pages the connection in the viewer’s order', async () => {
    const { agent } = await signedInUser(server());
    for (const name of ['P1', 'P2', 'P3']) await makeProject(agent, { name });
    const first = await agent.gql(`{ projects(first: 2) { edges { node { name } } pageInfo { endCursor hasNextPage } } }`);
    expect(first.data.projects.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Inbox', 'P1']);
    expect(first.data.projects.pageInfo.hasNextPage).toBe(true);
    const rest = await agent.gql(`query($after: String) { projects(first: 5, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }`, {
      after: first.data.projects.pageInfo.endCursor,
    });
    expect(rest.data.projects).toEqual({ edges: [{ node: { name: 'P2' } }, { node: { name: 'P3' } }], pageInfo: { hasNextPage: false } });
    const last = await agent.gql(`{ projects(last: 2) { edges { node { name } } pageInfo { hasPreviousPage } } }`);
    expect(last.data.projects).toEqual({ edges: [{ node: { name: 'P2' } }, { node: { name: 'P3' } }], pageInfo: { hasPreviousPage: true } });
  });
});

describe('pageOfIds', () => {
  const ids = [10, 20, 30, 40, 50];
  it('answers the page Prisma would for the same order', () => {
    expect(pageOfIds(ids, { take: 2, skip: 0 })).toEqual([10, 20]);
    expect(pageOfIds(ids, { cursor: { id: 20 }, skip: 1, take: 2 })).toEqual([30, 40]);
    expect(pageOfIds(ids, { cursor: { id: 40 }, skip: 1, take: -2 })).toEqual([20, 30]);
    expect(pageOfIds(ids, { take: -2, skip: 0 })).toEqual([40, 50]);
    expect(pageOfIds(ids, { cursor: { id: 20 }, skip: 1, take: -5 })).toEqual([10]);
    expect(pageOfIds(ids, { cursor: { id: 99 }, skip: 1, take: 2 })).toEqual([]);
    expect(pageOfIds(ids, {})).toEqual(ids);
  });
});
