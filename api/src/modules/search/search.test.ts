import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

async function project(agent: HttpAgent, name: string, description?: string) {
  const res = await agent.post('/api/projects', { name, description, priority: 5 });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

async function task(agent: HttpAgent, projectId: number, name: string, description?: string) {
  const res = await agent.post('/api/tasks', { name, description, priority: 5, duration: 25, projectId });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const names = (hits: Array<{ name: string }>) => hits.map((h) => h.name);

const SEARCH_QUERY = `query ($q: String!) {
  search(q: $q) {
    tasks { task rowId name highlightedName snippet completed projectName }
    projects { project rowId name highlightedName snippet }
    labels { rowId name }
  }
}`;

describeEachProvider('search', (server) => {
  it('finds tasks by a word of the name or of the description, and by the beginning of a word', async () => {
    const { agent } = await signedInUser(server());
    const p = await project(agent, 'Work');
    await task(agent, p.id, 'Quarterly report', 'numbers for the board');
    await task(agent, p.id, 'Water the plants');
    await task(agent, p.id, 'Call the bank', 'ask about the mortgage');

    expect(names((await agent.get('/api/search?q=quarterly')).body.tasks)).toEqual(['Quarterly report']);
    expect(names((await agent.get('/api/search?q=MORTGAGE')).body.tasks)).toEqual(['Call the bank']);
    expect(names((await agent.get('/api/search?q=repo')).body.tasks)).toEqual(['Quarterly report']);
    // every word must match
    expect(names((await agent.get('/api/search?q=report%20board')).body.tasks)).toEqual(['Quarterly report']);
    expect((await agent.get('/api/search?q=report%20plants')).body.tasks).toEqual([]);
  });

  it('keeps the index current when a task is renamed or deleted', async () => {
    const { agent } = await signedInUser(server());
    const p = await project(agent, 'Home');
    const t = await task(agent, p.id, 'Paint the fence');
    expect((await agent.patch(`/api/tasks/${t.id}`, { name: 'Fix the gate' })).status).toBe(200);
    expect((await agent.get('/api/search?q=fence')).body.tasks).toEqual([]);
    expect(names((await agent.get('/api/search?q=gate')).body.tasks)).toEqual(['Fix the gate']);
    expect((await agent.delete(`/api/tasks/${t.id}`)).status).toBe(200);
    expect((await agent.get('/api/search?q=gate')).body.tasks).toEqual([]);
  });

  it('ranks the tasks whose name matches first, then those matching in the description, newest first in each', async () => {
    const { agent } = await signedInUser(server());
    const p = await project(agent, 'Ranking');
    await task(agent, p.id, 'Invoice Acme', 'for October');
    await task(agent, p.id, 'Send invoices', 'to Acme');
    await task(agent, p.id, 'Tidy the desk', 'then write the invoice');
    await task(agent, p.id, 'Lunch');
    expect(names((await agent.get('/api/search?q=invoice')).body.tasks)).toEqual(['Send invoices', 'Invoice Acme', 'Tidy the desk']);
    // both words in the name first; then a name and a description holding them between them
    expect(names((await agent.get('/api/search?q=acme%20inv')).body.tasks)).toEqual(['Invoice Acme', 'Send invoices']);
  });

  it('puts the open tasks before the completed ones, as a repeating task leaves its done occurrences behind', async () => {
    const { agent } = await signedInUser(server());
    const p = await project(agent, 'Weekly');
    const t = await task(agent, p.id, 'Water the plants', 'in the hall');
    expect((await agent.patch(`/api/tasks/${t.id}`, { dueDate: '2030-01-07', recurrence: 'FREQ=WEEKLY' })).status).toBe(200);
    expect((await agent.patch(`/api/tasks/${t.id}/complete`, { completed: true })).status).toBe(200);
    await task(agent, p.id, 'Tidy up', 'then water the ferns');
    const done = await task(agent, p.id, 'Buy watering can', 'for the ferns');
    expect((await agent.patch(`/api/tasks/${done.id}/complete`, { completed: true })).status).toBe(200);
    const hits = (await agent.get('/api/search?q=water')).body.tasks as Array<{ name: string; completed: boolean }>;
    expect(hits.map((h) => [h.name, h.completed])).toEqual([
      ['Water the plants', false],
      ['Buy watering can', true],
      ['Water the plants', true],
      ['Tidy up', false],
    ]);
  });

  it('answers hits with the name and a description snippet highlighted, HTML-escaped', async () => {
    const { agent } = await signedInUser(server());
    const p = await project(agent, 'Web <b>site</b>', 'Pages & <script>alert(1)</script> scripts');
    const t = await task(agent, p.id, 'Fix <img src=x onerror=alert(1)> script', `Line one\nthe script "tag" & more`);
    const res = await agent.get('/api/search?q=script');
    expect(res.status).toBe(200);
    expect(res.body.tasks).toEqual([
      {
        id: t.id,
        name: 'Fix <img src=x onerror=alert(1)> script',
        highlightedName: 'Fix &lt;img src=x onerror=alert(1)&gt; <mark>script</mark>',
        snippet: 'Line one the <mark>script</mark> &quot;tag&quot; &amp; more',
        completed: false,
        projectId: p.id,
        projectName: 'Web <b>site</b>',
      },
    ]);
    expect(res.body.projects).toEqual([
      {
        id: p.id,
        name: 'Web <b>site</b>',
        highlightedName: 'Web &lt;b&gt;site&lt;/b&gt;',
        snippet: 'Pages &amp; &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; <mark>script</mark>s',
      },
    ]);
    expect(res.body.labels).toEqual([]);
  });

  it('finds projects by the beginning of a word, those matching by name first', async () => {
    const { agent } = await signedInUser(server());
    await project(agent, 'Garden', 'plants and the greenhouse');
    await project(agent, 'Greenhouse build');
    await project(agent, 'Errands');
    const res = await agent.get('/api/search?q=green');
    expect(names(res.body.projects)).toEqual(['Greenhouse build', 'Garden']);
    expect(res.body.projects[0].highlightedName).toBe('<mark>Green</mark>house build');
  });

  it("never shows another user's tasks or projects", async () => {
    const owner = await signedInUser(server());
    const other = await signedInUser(server());
    const p = await project(owner.agent, 'Secret plans');
    await task(owner.agent, p.id, 'Secret launch date', 'secret');
    await task(other.agent, (await project(other.agent, 'Mine')).id, 'My own secretary');
    const res = await other.agent.get('/api/search?q=secret');
    expect(res.status).toBe(200);
    expect(names(res.body.tasks)).toEqual(['My own secretary']);
    expect(res.body.projects).toEqual([]);
    const gql = await other.agent.gql(SEARCH_QUERY, { q: 'secret' });
    expect(names(gql.data.search.tasks)).toEqual(['My own secretary']);
  });

  it('finds nothing for an empty query or one without letters or digits', async () => {
    const { agent } = await signedInUser(server());
    await task(agent, (await project(agent, 'Anything')).id, 'Something');
    for (const q of ['', '%20%20', '%22*%22%20OR%20-', '%27%3A*%20%26']) {
      const res = await agent.get(`/api/search?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tasks: [], projects: [], labels: [] });
    }
    expect((await agent.get('/api/search')).body).toEqual({ tasks: [], projects: [], labels: [] });
  });

  it('treats query syntax as plain words', async () => {
    const { agent } = await signedInUser(server());
    await task(agent, (await project(agent, 'Syntax')).id, 'Order pizza NEAR office');
    for (const q of ['pizza OR', 'NEAR(pizza', 'pizza:*', "o'pizza", 'pizza & !office', '"pizza']) {
      const res = await agent.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect(names((await agent.get(`/api/search?q=${encodeURIComponent('"pizza"')}`)).body.tasks)).toEqual(['Order pizza NEAR office']);
  });

  it('refuses an overly long or repeated q with a 400 naming q, and a stranger with a 401', async () => {
    const { agent } = await signedInUser(server());
    const long = await agent.get(`/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('q must be at most 200 characters');
    const twice = await agent.get('/api/search?q=a&q=b');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('q must be text');
    expect((await agent.get(`/api/search?q=${'a'.repeat(200)}`)).status).toBe(200);
    expect((await server().agent().get('/api/search?q=a')).status).toBe(401);
  });

  describe('GraphQL', () => {
    it('mirrors the REST answer with global ids', async () => {
      const { agent } = await signedInUser(server());
      const p = await project(agent, 'Reports');
      const t = await task(agent, p.id, 'Monthly report', 'send the report to finance');
      const rest = (await agent.get('/api/search?q=report')).body;
      const res = await agent.gql(SEARCH_QUERY, { q: 'report' });
      expect(res.errors).toBeUndefined();
      const [hit] = res.data.search.tasks;
      expect(hit).toMatchObject({
        rowId: t.id,
        name: 'Monthly report',
        highlightedName: rest.tasks[0].highlightedName,
        snippet: rest.tasks[0].snippet,
        completed: false,
        projectName: 'Reports',
      });
      const node = await agent.gql(`query ($id: ID!) { node(id: $id) { ... on Task { rowId } } }`, { id: hit.task });
      expect(node.data.node).toEqual({ rowId: t.id });
      expect(res.data.search.projects.map((h: { rowId: number }) => h.rowId)).toEqual([p.id]);
      expect(res.data.search.labels).toEqual([]);
    });

    it('answers a too-long q with BAD_USER_INPUT naming q, and a stranger with UNAUTHENTICATED', async () => {
      const { agent } = await signedInUser(server());
      const res = await agent.gql(SEARCH_QUERY, { q: 'x'.repeat(201) });
      expect(res.errors?.[0]).toMatchObject({ message: 'q must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
      const anon = await server().agent().gql(SEARCH_QUERY, { q: 'x' });
      expect(anon.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
