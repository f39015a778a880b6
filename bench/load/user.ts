/** One simulated user: register (approved through the database) and sign in, then list/create/update/complete until the end. */
import type { Db } from '../../api/src/db/client.ts';
import { Client, type Recorder } from './client.ts';

export const PASSWORD = 'load-password-123';

/** What the server acknowledged, to compare with the database afterwards. */
export type Ledger = {
  /** task id -> the name it must have and whether it must be completed */
  tasks: Map<number, { name: string; completed: boolean }>;
  /** names sent by creates that got no answer or an error (they may or may not be stored) */
  unanswered: Set<string>;
};

export type User = { client: Client; projectId: number; username: string };

/** Register (approved through the database, as an admin would), sign in, make a project. */
export async function setUpUser(index: number, opts: { urls: string[]; db: Db; recorder: Recorder; run: string }): Promise<User> {
  const { db } = opts;
  const client = new Client(opts.urls, opts.recorder);
  const username = `load${opts.run}u${index}`;
  const reg = await client.call('register', 'POST', '/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
  if (reg.status !== 201) throw new Error(`register ${username}: ${reg.status} ${JSON.stringify(reg.body)}`);
  await db.user.update({ where: { username }, data: { status: 'approved' } });
  const login = await client.call('signin', 'POST', '/api/auth/login', { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  const project = await client.call('project', 'POST', '/api/projects', { name: `Load project ${index}`, priority: 5 });
  if (project.status !== 201) throw new Error(`project ${username}: ${project.status}`);
  return { client, projectId: project.body.id, username };
}

/** Until `until`: list, create, update, complete; every acknowledged change goes into the ledger. */
export async function runUser(user: User, opts: { ledger: Ledger; until: number; thinkMs: number }) {
  const { client, username, projectId } = user;
  const { ledger } = opts;

  const think = () => (opts.thinkMs ? new Promise((r) => setTimeout(r, opts.thinkMs)) : undefined);
  for (let n = 1; Date.now() < opts.until; n++) {
    await client.call('list', 'GET', '/api/tasks');
    await think();
    const name = `${username} task ${n}`;
    const created = await client.call('create', 'POST', '/api/tasks', { name, priority: 3, duration: 25, projectId });
    if (created.status !== 201) {
      ledger.unanswered.add(name);
      continue;
    }
    const id: number = created.body.id;
    ledger.tasks.set(id, { name, completed: false });
    await think();
    const renamed = `${name} (edited)`;
    const updated = await client.call('update', 'PATCH', `/api/tasks/${id}`, { name: renamed, priority: 4 });
    if (updated.status === 200) ledger.tasks.set(id, { name: renamed, completed: false });
    else continue;
    await think();
    const done = await client.call('complete', 'PATCH', `/api/tasks/${id}/complete`, { completed: true });
    if (done.status === 200) ledger.tasks.set(id, { name: renamed, completed: true });
  }
}
