import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

const FIXTURES = join(process.cwd(), 'api/test/fixtures/import');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

type Task = {
  id: number;
  name: string;
  description: string | null;
  projectName: string;
  priority: number;
  duration: number;
  parentId: number | null;
  labels: number[];
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  completed: boolean;
};

const send = (agent: HttpAgent, path: string, body: string, type = 'text/csv') => agent.request('POST', path, body, { 'content-type': type });

/** The viewer's tasks by name, with label names instead of ids and the parent's name. */
async function tasksByName(agent: HttpAgent) {
  const tasks = (await agent.get('/api/tasks')).body as Task[];
  const labels = new Map(((await agent.get('/api/labels')).body as Array<{ id: number; name: string }>).map((l) => [l.id, l.name]));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  return new Map(
    tasks.map((t) => [t.name, { ...t, labelNames: t.labels.map((id) => labels.get(id)).sort(), parentName: t.parentId ? byId.get(t.parentId)?.name : null }]),
  );
}

describeEachProvider('import', (server) => {
  it('imports a Todoist CSV export: sections as labels, INDENT as subtasks, p1..p4, dates, rules and notes', async () => {
    const { agent } = await signedInUser(server());
    const res = await send(agent, '/api/import/todoist?project=Moving', fixture('todoist-project.csv'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'todoist', dryRun: false, created: 5, skipped: 0, projects: [{ name: 'Moving', created: true, tasks: 5 }] });
    expect(res.body.labels.sort()).toEqual(['admin', 'home', 'Paperwork'].sort());

    const tasks = await tasksByName(agent);
    expect(tasks.get('Plan the move')).toMatchObject({
      projectName: 'Moving',
      priority: 10,
      description: 'Everything for the new flat',
      dueDate: '2030-03-15',
      dueTime: null,
      labelNames: ['home'],
      parentName: null,
    });
    expect(tasks.get('Book the van')).toMatchObject({ priority: 7, parentName: 'Plan the move', dueDate: '2030-03-10', dueTime: '09:30', duration: 90 });
    expect(tasks.get('Pack the books')).toMatchObject({ priority: 1, parentName: 'Book the van', description: 'Start with the big shelf' });
    expect(tasks.get('Change the address')).toMatchObject({
      priority: 4,
      labelNames: ['admin', 'home', 'Paperwork'].sort(),
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
    });
    expect(tasks.get('Change the address')!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tasks.get('Cancel the old internet')).toMatchObject({ labelNames: ['Paperwork'], duration: 1440, parentName: null });

    const again = await send(agent, '/api/import/todoist?project=Moving', fixture('todoist-project.csv'));
    expect(again.body).toMatchObject({ created: 0, skipped: 5, projects: [{ name: 'Moving', created: false, tasks: 0 }], labels: [] });
    expect((await agent.get('/api/tasks')).body).toHaveLength(5);
    expect(((await agent.get('/api/projects')).body as Array<{ name: string }>).filter((p) => p.name === 'Moving')).toHaveLength(1);
  });

  it('imports a Todoist backup (JSON): priority 4 is p1, sections and labels, subtasks, completed, recurring, the Inbox', async () => {
    const { agent } = await signedInUser(server());
    const res = await send(agent, '/api/import/todoist', fixture('todoist-backup.json'), 'application/json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 4, skipped: 0 });
    const tasks = await tasksByName(agent);
    expect(tasks.get('Prune the roses')).toMatchObject({
      projectName: 'Garden',
      priority: 10,
      description: 'Before the buds',
      dueDate: '2030-04-02',
      duration: 45,
      labelNames: ['Spring', 'outside'].sort(),
      completed: false,
    });
    expect(tasks.get('Sharpen the shears')).toMatchObject({ priority: 4, parentName: 'Prune the roses', completed: true });
    expect(tasks.get('Water the beds')).toMatchObject({
      priority: 1,
      dueDate: '2030-05-01',
      dueTime: '07:00',
      recurrence: 'FREQ=DAILY',
      description: 'Not the lawn',
    });
    expect(tasks.get('Buy seeds')).toMatchObject({ projectName: 'Inbox', priority: 7 });
    expect(await send(agent, '/api/import/todoist', fixture('todoist-backup.json'), 'application/json')).toMatchObject({
      status: 200,
      body: { created: 0, skipped: 4 },
    });
  });

  it('imports a TickTick backup: lists as projects, tags as labels, priorities, subtasks, completed, all-day dates, repeats', async () => {
    const { agent } = await signedInUser(server());
    const res = await send(agent, '/api/import/ticktick', fixture('ticktick-backup.csv'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 4, skipped: 0, warnings: [] });
    expect(res.body.projects.map((p: { name: string }) => p.name)).toEqual(['Errands', 'Reports']);
    const tasks = await tasksByName(agent);
    expect(tasks.get('Renew the passport')).toMatchObject({
      projectName: 'Errands',
      priority: 8,
      labelNames: ['admin', 'urgent'],
      description: 'Photos first',
      dueDate: '2030-02-20',
      dueTime: null,
      completed: false,
    });
    expect(tasks.get('Get passport photos')).toMatchObject({
      priority: 5,
      parentName: 'Renew the passport',
      completed: true,
      dueDate: '2030-02-10',
      dueTime: '14:30',
    });
    expect(tasks.get('Weekly report')).toMatchObject({
      projectName: 'Reports',
      priority: 3,
      dueDate: '2030-01-07',
      recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
    });
    expect(tasks.get('Archive old reports')).toMatchObject({ priority: 1, dueDate: null });
    expect((await send(agent, '/api/import/ticktick', fixture('ticktick-backup.csv'))).body).toMatchObject({ created: 0, skipped: 4 });
  });

  it('imports a generic CSV, and its dry run answers the same without writing anything', async () => {
    const { agent } = await signedInUser(server());
    const preview = await send(agent, '/api/import/csv?dryRun=1', fixture('generic.csv'));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      created: 3,
      skipped: 0,
      projects: [
        { name: 'Finance', created: true, tasks: 2 },
        { name: 'Imported', created: true, tasks: 1 },
      ],
      tasks: [
        { name: 'Write the budget', projectName: 'Finance', priority: 9, dueDate: '2030-06-01', labels: ['money', 'quarterly'], skipped: false },
        { name: 'Call the bank', priority: 7, dueDate: '2030-06-02', dueTime: '10:00' },
        { name: 'Water plants', projectName: 'Imported', priority: 3 },
      ],
    });
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    expect((await agent.get('/api/labels')).body).toEqual([]);
    expect(((await agent.get('/api/projects')).body as Array<{ name: string }>).map((p) => p.name)).not.toContain('Finance');

    const done = await send(agent, '/api/import/csv', fixture('generic.csv'));
    expect(done.body).toMatchObject({ dryRun: false, created: 3, skipped: 0 });
    const tasks = await tasksByName(agent);
    expect(tasks.get('Write the budget')).toMatchObject({ description: 'For the board', duration: 60, labelNames: ['money', 'quarterly'] });
    expect(tasks.get('Water plants')).toMatchObject({ duration: 25, projectName: 'Imported' });

    const again = await send(agent, '/api/import/csv?dryRun=1', fixture('generic.csv'));
    expect(again.body).toMatchObject({ created: 0, skipped: 3, projects: [{ created: false }, { created: false }] });
  });

  it('refuses a bad file with a 400 naming the line and column, and writes nothing', async () => {
    const { agent } = await signedInUser(server());
    expect(await send(agent, '/api/import/csv', fixture('generic-bad.csv'))).toMatchObject({
      status: 400,
      body: { message: 'Line 4, column priority: priority must be 1 to 10 (or p1 to p4, high, medium, low)', line: 4, column: 'priority' },
    });
    expect(await send(agent, '/api/import/csv', 'name,due date\nOk,2030-01-01\n,2030-01-02\n')).toMatchObject({
      status: 400,
      body: { message: 'Line 3, column name: name is required' },
    });
    expect((await send(agent, '/api/import/csv', 'name,due date\nOk,not a day at all\n')).body.message).toBe(
      'Line 2, column due date: "not a day at all" is not a date',
    );
    expect((await send(agent, '/api/import/csv', 'title,priority\nx,1\n')).body.message).toBe('Line 1: the header row needs a "name" column');
    expect((await send(agent, '/api/import/todoist', 'just,some\ncsv,text\n')).body.message).toMatch(/^The file is not a Todoist CSV export/);
    expect((await send(agent, '/api/import/todoist', '{"items": 3}', 'application/json')).body.message).toMatch(/^The file is not a Todoist backup/);
    expect((await send(agent, '/api/import/todoist', '{nope', 'application/json')).body.message).toBe('The file is not valid JSON');
    expect((await send(agent, '/api/import/ticktick', fixture('generic.csv'))).body.message).toMatch(/^The file is not a TickTick backup/);
    expect((await send(agent, '/api/import/csv', '')).body.message).toBe('The file is empty');
    expect((await send(agent, '/api/import/csv?dryRun=maybe', fixture('generic.csv'))).body.message).toBe('dryRun must be 1 or 0');
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    expect((await agent.get('/api/projects')).body.filter((p: { name: string }) => p.name !== 'Inbox')).toEqual([]);
  });

  it('refuses a file over 5 MB with a 413, and a stranger with a 401', async () => {
    const { agent } = await signedInUser(server());
    const big = `name\n${'x'.repeat(120)}\n`.repeat(50_000);
    expect(await send(agent, '/api/import/csv', big)).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    expect((await send(server().agent(), '/api/import/csv', fixture('generic.csv'))).status).toBe(401);
  });

  it('takes an API token with tasks:write, and refuses one without it', async () => {
    const { agent } = await signedInUser(server());
    const tokenWith = async (scopes: string[]) =>
      (await agent.post('/api/tokens', { name: 'importer', scopes, expiresAt: new Date(Date.now() + 86_400_000).toISOString() })).body.token as string;
    // a fresh agent: the token alone, no session cookie
    const call = (token: string) =>
      server()
        .agent()
        .request('POST', '/api/import/csv', fixture('generic.csv'), { authorization: `Bearer ${token}`, 'content-type': 'text/csv' });
    expect(await call(await tokenWith(['tasks:read']))).toMatchObject({ status: 403, body: { message: 'This API token lacks the tasks:write scope' } });
    expect(await call(await tokenWith(['tasks:write']))).toMatchObject({ status: 200, body: { created: 3 } });
  });
});
