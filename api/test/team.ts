import type { TestServer } from './testServer.js';
import { signedInUser } from './factories.js';
import type { ProjectRole } from '../src/graphql/viewer.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Invites `person` to the project as `role` (through the API, as `inviter`) and has them accept it. */
export async function join(inviter: Person, person: Person, projectId: number, role: Exclude<ProjectRole, 'owner'>) {
  const invited = await inviter.agent.post(`/api/projects/${projectId}/members`, { email: person.email, role });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const accepted = await person.agent.post(`/api/invitations/${invited.body.id}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  return invited.body as { id: number };
}

/**
 * A project with one person of each role (and a stranger who belongs to none), made through the API,
 * with one task: what a role matrix tries every operation as.
 */
export async function team(server: TestServer) {
  const [owner, admin, editor, viewer, stranger] = [
    await signedInUser(server, { name: 'Olive Owner' }),
    await signedInUser(server, { name: 'Ada Admin' }),
    await signedInUser(server, { name: 'Eddie Editor' }),
    await signedInUser(server, { name: 'Vera Viewer' }),
    await signedInUser(server, { name: 'Stan Stranger' }),
  ];
  const project = (await owner.agent.post('/api/projects', { name: 'Shared work', priority: 5 })).body as { id: number; name: string };
  await join(owner, admin, project.id, 'admin');
  await join(owner, editor, project.id, 'editor');
  await join(owner, viewer, project.id, 'viewer');
  const task = (await owner.agent.post('/api/tasks', { name: 'Shared task', priority: 5, duration: 25, projectId: project.id })).body as { id: number };
  return { owner, admin, editor, viewer, stranger, project, task };
}
