import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { MAX_PROJECTS, TOO_MANY_PROJECTS } from './projectLimit.js';

/** `count` projects for the user besides their Inbox, written straight to the database (the API would take minutes). */
async function seedProjects(server: TestServer, userId: number, count: number) {
  const data = Array.from({ length: count }, (_, i) => ({ userId, name: `P${String(i).padStart(4, '0')}`, priority: 5 }));
  for (let i = 0; i < data.length; i += 250) await server.app.deps.db.project.createMany({ data: data.slice(i, i + 250) });
  const made = await server.app.deps.db.project.findMany({ where: { userId, members: { none: {} } }, select: { id: true }, orderBy: { id: 'asc' } });
  // after the Inbox (position 0), in the order they were made
  const ownerRows = made.map((p, i) => ({ projectId: p.id, userId, role: 'owner', position: i + 1 }));
  await server.app.deps.db.projectMember.createMany({ data: ownerRows });
}

describeEachProvider('the projects limit', (server) => {
  it('lists every project in one page, past the default page size of 100', async () => {
    const { agent, user } = await signedInUser(server());
    // with the Inbox, 151
    await seedProjects(server(), user.id, 150);
    const res = await agent.gql(`{ projects(first: ${MAX_PROJECTS}) { totalCount pageInfo { hasNextPage } edges { node { name } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.projects.edges).toHaveLength(151);
    expect(res.data.projects.edges.at(-1).node.name).toBe('P0149');
    expect(res.data.projects).toMatchObject({ totalCount: 151, pageInfo: { hasNextPage: false } });
    expect((await agent.get('/api/projects')).body).toHaveLength(151);
  });

  it(`refuses the project past ${MAX_PROJECTS} with a clear 409, through REST, GraphQL and an import, and creates nothing`, async () => {
    const { agent, user } = await signedInUser(server());
    // the Inbox counts too
    await seedProjects(server(), user.id, MAX_PROJECTS - 2);
    const last = await agent.post('/api/projects', { name: 'The last one', priority: 5 });
    expect(last.status).toBe(201);

    const rest = await agent.post('/api/projects', { name: 'One too many', priority: 5 });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(TOO_MANY_PROJECTS);
    expect(TOO_MANY_PROJECTS).toBe('You can have at most 1,000 projects. Delete one you no longer need to make room.');
    const gql = await agent.gql(`mutation { createProject(input: { name: "One too many", priority: 5 }) { project { id } } }`);
    expect(gql.errors?.[0]).toMatchObject({ message: TOO_MANY_PROJECTS, extensions: { code: 'CONFLICT' } });

    const exported = (await agent.get('/api/settings/export')).body;
    const imported = await agent.post('/api/settings/import', {
      ...exported,
      projects: exported.projects.filter((p: { inbox: boolean }) => !p.inbox).slice(0, 1),
      tasks: [],
      pomodoroSessions: [],
      aiRecommendations: [],
    });
    expect(imported.status).toBe(409);
    expect(imported.body.message).toBe(TOO_MANY_PROJECTS);

    expect(await server().app.deps.db.project.count({ where: { userId: user.id } })).toBe(MAX_PROJECTS);
    // deleting one makes room again
    const page = await agent.gql(`{ projects(first: ${MAX_PROJECTS}) { edges { node { id } } } }`);
    expect(page.errors).toBeUndefined();
    expect(page.data.projects.edges).toHaveLength(MAX_PROJECTS);
    expect((await agent.delete(`/api/projects/${last.body.id}`)).status).toBe(200);
    expect((await agent.post('/api/projects', { name: 'Room again', priority: 5 })).status).toBe(201);
  });

  it('counts only the user’s own projects', async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    await seedProjects(server(), a.user.id, MAX_PROJECTS - 1);
    expect((await a.agent.post('/api/projects', { name: 'Over', priority: 5 })).status).toBe(409);
    expect((await b.agent.post('/api/projects', { name: 'Mine', priority: 5 })).status).toBe(201);
  });
});
