import { describeEachProvider } from '../../../test/testServer.js';
import { team, type Person } from '../../../test/team.js';

/** The assistant in a shared project: a member's labels are their own, and a change the role does not allow is refused in the request's language. */

const say = async (person: Person, message: string) => {
  const res = await person.agent.post('/api/chat', { message });
  expect(res.status).toBe(200);
  return String(res.body.text);
};

/** The task as `person` reads it through REST, with the names of their labels on it. */
async function seen(person: Person, taskId: number) {
  const [task, labels] = await Promise.all([person.agent.get(`/api/tasks/${taskId}`), person.agent.get('/api/labels')]);
  expect(task.status).toBe(200);
  const names = new Map((labels.body as Array<{ id: number; name: string }>).map((l) => [l.id, l.name]));
  return { ...(task.body as { completed: boolean; updatedAt: string; name: string }), labelNames: (task.body.labels as number[]).map((id) => names.get(id)) };
}

/** English words a German reply must not carry. */
const ENGLISH = /\b(?:the|not|you|your|task|forbidden|found|label|labels|allowed|invalid)\b/i;

describeEachProvider('The assistant in a shared project', (server) => {
  it("lets a viewer put their own labels on a shared task and take them off, leaving the task and others' labels as they are", async () => {
    const t = await team(server());
    const before = await seen(t.owner, t.task.id);
    expect(
      (await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { labels: [(await t.owner.agent.post('/api/labels', { name: 'home' })).body.id] })).status,
    ).toBe(200);

    const text = await say(t.viewer, 'markiere Shared task mit dem Label dringend');
    expect(text).toBe('Neues Label "dringend" angelegt. "Shared task" hat jetzt das Label "dringend".');
    expect((await seen(t.viewer, t.task.id)).labelNames).toEqual(['dringend']);
    // the owner sees their own label only, and the task did not change for them
    const owner = await seen(t.owner, t.task.id);
    expect(owner.labelNames).toEqual(['home']);
    expect(owner.updatedAt).toBe(before.updatedAt);

    expect(await say(t.viewer, 'show my tasks labelled dringend')).toMatch(/^You have 1 open task labelled "dringend":\n- Shared task /);
    expect(await say(t.viewer, 'remove the label dringend from shared task')).toBe('Took the label "dringend" off "Shared task".');
    expect((await seen(t.viewer, t.task.id)).labelNames).toEqual([]);
    expect((await seen(t.owner, t.task.id)).labelNames).toEqual(['home']);

    // undo puts the viewer's label back, still without touching the task
    expect(await say(t.viewer, 'undo')).toBe('"Shared task" is back as it was.');
    expect((await seen(t.viewer, t.task.id)).labelNames).toEqual(['dringend']);
    expect((await seen(t.owner, t.task.id)).updatedAt).toBe(before.updatedAt);
  });

  it('answers a viewer who may not change a shared task in German when they asked in German, and changes nothing', async () => {
    const t = await team(server());
    const made = await t.owner.agent.post('/api/tasks', { name: 'Angebot schreiben', priority: 5, duration: 30, projectId: t.project.id });
    expect(made.status).toBe(201);
    const before = await seen(t.owner, made.body.id);
    const refused = 'Das darfst du hier nicht ändern: in diesem Projekt hast du dafür nicht die Rolle.';

    const done = await say(t.viewer, 'erledige Angebot schreiben');
    expect(done).toBe(refused);
    expect(done).not.toMatch(ENGLISH);
    expect(await say(t.viewer, 'benenne Angebot schreiben in Angebot senden um')).toBe(refused);
    expect(await say(t.viewer, 'lösche Angebot schreiben')).toMatch(/^"Angebot schreiben" löschen\?/);
    expect(await say(t.viewer, 'ja')).toBe(refused);

    const after = await seen(t.owner, made.body.id);
    expect({ name: after.name, completed: after.completed, updatedAt: after.updatedAt }).toEqual({
      name: 'Angebot schreiben',
      completed: false,
      updatedAt: before.updatedAt,
    });
    // the same refusal in English stays the service's own words
    expect(await say(t.viewer, 'complete angebot schreiben')).toBe('You can only view this project');
  });

  it('says a validation error of the labels service in German, and makes no label', async () => {
    const t = await team(server());
    const text = await say(t.editor, `markiere Shared task mit dem Label ${'x'.repeat(51)}`);
    expect(text).toBe('Ein Label-Name darf höchstens 50 Zeichen lang sein.');
    expect((await t.editor.agent.get('/api/labels')).body).toEqual([]);
    expect((await seen(t.editor, t.task.id)).labelNames).toEqual([]);
  });

  it('assigns a shared task to a member by name, says who has it, lists what is assigned to someone, and undoes it', async () => {
    const t = await team(server());
    const assignee = async () => (await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId as number | null;

    expect(await say(t.owner, 'assign shared task to eddie')).toBe('"Shared task" is now assigned to Eddie Editor. Say "undo" to change it back.');
    expect(await assignee()).toBe(t.editor.user.id);
    expect(await say(t.owner, 'who is shared task assigned to?')).toBe('"Shared task" is assigned to Eddie Editor.');
    expect(await say(t.owner, 'wem ist shared task zugewiesen?')).toBe('"Shared task" ist Eddie Editor zugewiesen.');
    expect(await say(t.editor, "what's assigned to me?")).toBe('1 open task is assigned to you:\n- Shared task (Shared work)');
    expect(await say(t.owner, 'show tasks assigned to Eddie Editor')).toBe('1 open task is assigned to Eddie Editor:\n- Shared task (Shared work)');

    // a viewer may not be assigned, a stranger is no member: nothing changes
    expect(await say(t.owner, 'assign shared task to vera')).toMatch(/Vera Viewer/);
    expect(await say(t.owner, 'assign shared task to stan')).toBe(
      'Nobody called "stan" works on Shared work. You can assign "Shared task" to yourself, Ada Admin, Eddie Editor; to bring someone new in, use "Assign by e-mail" on the task\'s page.',
    );
    expect(await assignee()).toBe(t.editor.user.id);

    expect(await say(t.owner, 'unassign shared task')).toBe(
      '"Shared task" is no longer assigned to anyone (it was Eddie Editor). Say "undo" to change it back.',
    );
    expect(await assignee()).toBe(null);
    expect(await say(t.owner, 'undo')).toBe('"Shared task" is back as it was.');
    expect(await assignee()).toBe(t.editor.user.id);

    expect(await say(t.owner, 'weise shared task mir zu')).toBe('"Shared task" ist jetzt dir zugewiesen. Sag "rückgängig", um das zurückzunehmen.');
    expect(await assignee()).toBe(t.owner.user.id);
  });
});
