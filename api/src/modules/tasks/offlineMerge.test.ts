import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { mergeOfflineEdit } from './offlineMerge.js';
import { makeProject, makeTask } from './testing.js';

const at = (s: string) => new Date(`2026-01-01T10:${s}.000Z`);
const iso = (s: string) => at(s).toISOString();

describe('mergeOfflineEdit (newest change of each field wins)', () => {
  it('applies every field when the server copy did not change since the base', () => {
    const r = mergeOfflineEdit({ updatedAt: at('00:00'), fieldChangedAt: null }, { name: 'A', priority: 3 }, { baseUpdatedAt: iso('00:00'), changedAt: {} });
    expect(r).toEqual({ fields: { name: 'A', priority: 3 }, conflict: false, serverFields: [], offlineFields: ['name', 'priority'] });
  });

  it('keeps the server value of a field changed on the server after the base and after the offline change', () => {
    const server = { updatedAt: at('05:00'), fieldChangedAt: JSON.stringify({ name: iso('05:00'), description: iso('00:00') }) };
    const r = mergeOfflineEdit(
      server,
      { name: 'offline', description: 'offline', priority: 9 },
      {
        baseUpdatedAt: iso('01:00'),
        changedAt: { name: iso('02:00'), description: iso('02:00'), priority: iso('02:00') },
      },
    );
    expect(r.conflict).toBe(true);
    expect(r.serverFields).toEqual(['name']);
    expect(r.fields).toEqual({ description: 'offline', priority: 9 });
  });

  it('lets the offline value win when it was changed after the server change', () => {
    const server = { updatedAt: at('05:00'), fieldChangedAt: JSON.stringify({ name: iso('05:00') }) };
    const r = mergeOfflineEdit(server, { name: 'offline' }, { baseUpdatedAt: iso('01:00'), changedAt: { name: iso('06:00') } }, at('07:00').getTime());
    expect(r).toMatchObject({ conflict: true, fields: { name: 'offline' }, serverFields: [] });
  });

  it('without a base compares field times only, and is no conflict unless the server keeps a field', () => {
    const server = { updatedAt: at('05:00'), fieldChangedAt: JSON.stringify({ name: iso('05:00') }) };
    const meta = { baseUpdatedAt: null, changedAt: { completed: iso('02:00'), name: iso('02:00') } };
    expect(mergeOfflineEdit(server, { completed: true }, meta)).toMatchObject({ conflict: false, fields: { completed: true } });
    expect(mergeOfflineEdit(server, { name: 'x' }, meta)).toMatchObject({ conflict: true, serverFields: ['name'], fields: {} });
  });

  it('caps a device time ahead of the server clock at "now"', () => {
    const server = { updatedAt: at('05:00'), fieldChangedAt: JSON.stringify({ name: iso('05:00') }) };
    const r = mergeOfflineEdit(server, { name: 'offline' }, { baseUpdatedAt: iso('01:00'), changedAt: { name: iso('59:00') } }, at('04:00').getTime());
    expect(r.serverFields).toEqual(['name']);
  });
});

describeEachProvider('PATCH /api/tasks/{id} with an offline edit', (server) => {
  it('merges a conflicting edit field by field, stores device times and notifies the owner', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = await makeTask(agent, project.id, { name: 'Plan trip', description: 'old' });
    const base = (await agent.get(`/api/tasks/${task.id}`)).body.updatedAt as string;
    const offlineTime = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    expect((await agent.patch(`/api/tasks/${task.id}`, { name: 'Plan the trip (server)' })).status).toBe(200);

    const res = await agent.patch(`/api/tasks/${task.id}`, {
      name: 'Plan trip (offline)',
      description: 'offline notes',
      offlineEdit: { baseUpdatedAt: base, changedAt: { name: offlineTime, description: offlineTime } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Plan the trip (server)',
      description: 'offline notes',
      offlineMerge: { conflict: true, serverFields: ['name'], offlineFields: ['description'] },
    });
    const row = await server().app.deps.db.task.findUniqueOrThrow({ where: { id: task.id } });
    expect(JSON.parse(row.fieldChangedAt!).description).toBe(offlineTime);

    const notes = await server().app.deps.db.notification.findMany({ where: { userId: row.userId, title: 'Sync conflict merged' } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'task' });
    expect(notes[0].message).toContain('"Plan the trip (server)"');
  });

  it('applies an edit based on the current copy without a notification', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = await makeTask(agent, project.id);
    const base = (await agent.get(`/api/tasks/${task.id}`)).body.updatedAt as string;
    const res = await agent.patch(`/api/tasks/${task.id}`, {
      completed: true,
      offlineEdit: { baseUpdatedAt: base, changedAt: { completed: new Date().toISOString() } },
    });
    expect(res.body).toMatchObject({ completed: true, offlineMerge: { conflict: false } });
    const row = await server().app.deps.db.task.findUniqueOrThrow({ where: { id: task.id } });
    expect(await server().app.deps.db.notification.count({ where: { userId: row.userId, title: 'Sync conflict merged' } })).toBe(0);
  });
});
