import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestServer } from '../testServer.js';
import type { HttpAgent } from '../http.js';
import { signedInUser } from '../factories.js';
import { join, team } from '../team.js';
import { rowsOf, userWithRows } from './world.js';

export type Who = 'anonymous' | 'stranger' | 'viewer' | 'editor' | 'admin' | 'owner';
export const WHO: Who[] = ['anonymous', 'stranger', 'viewer', 'editor', 'admin', 'owner'];
export type Expect<T = number | string> = Record<Who, T>;
export type Member = 'viewer' | 'editor' | 'admin' | 'owner';
export const MEMBERS: Member[] = ['viewer', 'editor', 'admin', 'owner'];

/**
 * The shared project of `team` with one member of each role, a stranger who belongs to none, a spare
 * member that the member-management operations act on, and an outsider with a row of every personal
 * kind that nobody else may see or change. Each member has such rows too (`mine`), those that hang on
 * a task on the shared task: what the other members, whatever their role, must not see or change.
 */
export async function roleWorld(server: TestServer) {
  const t = await team(server);
  const spare = await signedInUser(server, { name: 'Sam Spare' });
  await join(t.owner, spare, t.project.id, 'viewer');
  const outsider = await userWithRows(server);
  const shared = { projectId: t.project.id, taskId: t.task.id };
  const mine = {} as Record<Member, Awaited<ReturnType<typeof rowsOf>>>;
  for (const who of MEMBERS) mine[who] = await rowsOf(server, t[who], shared);
  const agents: Record<Who, HttpAgent> = {
    anonymous: server.agent(),
    stranger: t.stranger.agent,
    viewer: t.viewer.agent,
    editor: t.editor.agent,
    admin: t.admin.agent,
    owner: t.owner.agent,
  };
  const ok = async <T>(res: Promise<{ status: number; body: T; text: string }>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`setup failed: ${r.status} ${r.text}`);
    return r.body;
  };
  const projectId = encodeGlobalID('Project', t.project.id);
  const taskId = encodeGlobalID('Task', t.task.id);
  const today = new Date().toISOString().slice(0, 10);
  // a daily series can be skipped again and again, so every role that may skip tries the same one
  const recurring = await ok(
    t.owner.agent.post('/api/tasks', { name: 'Daily', priority: 5, duration: 5, projectId: t.project.id, dueDate: today, recurrence: 'FREQ=DAILY' }),
  );
  /** Rows a destructive operation may use up, made by the owner each time it is tried. */
  const fresh = {
    task: async (body: Record<string, unknown> = {}) =>
      (await ok(t.owner.agent.post('/api/tasks', { name: 'Fresh', priority: 5, duration: 5, projectId: t.project.id, ...body }))) as { id: number },
    comment: async () => (await ok(t.owner.agent.post(`/api/tasks/${t.task.id}/comments`, { body: 'From the owner' }))) as { id: number },
    invitation: async (email = `guest-${Math.random().toString(36).slice(2)}@example.com`) =>
      (await ok(t.owner.agent.post(`/api/projects/${t.project.id}/members`, { email, role: 'viewer' }))) as { id: number },
    /** A project of the owner's alone: the owner's own delete is tried on it, so the shared one stays. */
    ownProject: async () => (await ok(t.owner.agent.post('/api/projects', { name: 'Own', priority: 5 }))) as { id: number },
    /** The spare user back in the project as a viewer, after an operation took them out or changed their role. */
    spareMember: async () => {
      const db = server.app.deps.db;
      await db.projectMember.upsert({
        where: { projectId_userId: { projectId: t.project.id, userId: spare.user.id } },
        create: { projectId: t.project.id, userId: spare.user.id, role: 'viewer' },
        update: { role: 'viewer' },
      });
      return spare.user.id;
    },
  };
  return { ...t, server, spare, outsider, mine, agents, fresh, projectId, taskId, today, recurring: recurring as { id: number } };
}

export type RoleWorld = Awaited<ReturnType<typeof roleWorld>>;
