import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

async function label(agent: HttpAgent, name: string, color = '#db4035') {
  const res = await agent.post('/api/labels', { name, color });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const LABELS_QUERY = `query ($q: String!) { search(q: $q) { labels { rowId name highlightedName color } } }`;

describeEachProvider('search labels', (server) => {
  it('finds the viewer’s labels whose name holds every word, any case, by name', async () => {
    const { agent } = await signedInUser(server());
    const urgent = await label(agent, 'Urgent call', '#ff9933');
    const calls = await label(agent, 'calls');
    await label(agent, 'Errands');

    const res = await agent.get('/api/search?q=CALL');
    expect(res.status).toBe(200);
    expect(res.body.labels).toEqual([
      { id: calls.id, name: 'calls', highlightedName: '<mark>call</mark>s', color: '#db4035' },
      { id: urgent.id, name: 'Urgent call', highlightedName: 'Urgent <mark>call</mark>', color: '#ff9933' },
    ]);
    expect((await agent.get('/api/search?q=call%20urgent')).body.labels.map((l: { id: number }) => l.id)).toEqual([urgent.id]);
    expect((await agent.get('/api/search?q=call%20errands')).body.labels).toEqual([]);
  });

  it('never shows another user’s labels', async () => {
    const { agent } = await signedInUser(server());
    await label(agent, 'Secret label');
    const { agent: stranger } = await signedInUser(server());
    expect((await stranger.get('/api/search?q=secret')).body.labels).toEqual([]);
    const gql = await stranger.gql(LABELS_QUERY, { q: 'secret' });
    expect(gql.data.search.labels).toEqual([]);
  });

  it('answers the same labels over GraphQL', async () => {
    const { agent } = await signedInUser(server());
    const l = await label(agent, 'Deep work', '#14aaf5');
    const res = await agent.gql(LABELS_QUERY, { q: 'deep' });
    expect(res.errors).toBeUndefined();
    expect(res.data.search.labels).toEqual([{ rowId: l.id, name: 'Deep work', highlightedName: '<mark>Deep</mark> work', color: '#14aaf5' }]);
  });
});
