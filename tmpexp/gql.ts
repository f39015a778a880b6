import { startTestServer } from '../api/test/testServer.ts';
import { seed, signIn } from '../bench/lib/server.ts';
const s = await startTestServer('sqlite');
const { cookie, userId } = await signIn(s.url);
await seed(s.app.deps.db, userId, 2000);
const q = (fields: string) => JSON.stringify({ query: `query($first: Int) { tasks(first: $first) { edges { node { ${fields} } } } }`, variables: { first: 50 } });
const FULL = 'id rowId name description completed completedAt timeSpent priority duration projectRowId project { name } position dueDate assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt';
async function time(name: string, body: string, n = 200) {
  const run = () => fetch(s.url + '/graphql', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body }).then((r) => r.text());
  for (let i = 0; i < 30; i++) await run();
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await run();
  const d = process.cpuUsage(t0);
  console.log(name.padEnd(24), ((d.user + d.system) / n).toFixed(0), 'µs', (await run()).slice(0, 80));
}
await time('full', q(FULL));
await time('no project', q(FULL.replace('project { name }', '')));
await time('only id', q('rowId'));
await time('typename only', JSON.stringify({ query: '{ __typename }' }));
await time('viewer', JSON.stringify({ query: '{ viewer { id } }' }));
const rest = async (n = 200) => { const run = () => fetch(s.url + '/api/tasks?limit=50', { headers: { cookie } }).then((r) => r.text()); for (let i = 0; i < 30; i++) await run(); const t0 = process.cpuUsage(); for (let i = 0; i < n; i++) await run(); const d = process.cpuUsage(t0); console.log('REST 50'.padEnd(24), ((d.user + d.system) / n).toFixed(0), 'µs'); };
await rest();
await s.stop();
