import { randomBytes } from 'node:crypto';
import type { TestServer } from './testServer.js';
import type { HttpAgent } from './http.js';

let counter = 0;
export function uniqueName(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export const PASSWORD = 'correct-horse-9';

/** Makes sure an approved admin exists (the first account) and returns an agent signed in as them. */
export async function adminAgent(server: TestServer): Promise<HttpAgent> {
  const agent = server.agent();
  const db = server.app.deps.db;
  let admin = await db.user.findFirst({ where: { role: 'admin', status: 'approved', username: { startsWith: 'admin' } } });
  if (!admin) {
    const username = uniqueName('admin');
    const res = await agent.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
    if (res.status !== 201) throw new Error(`admin register failed: ${res.status} ${res.text}`);
    admin = await db.user.findUniqueOrThrow({ where: { username } });
    if (admin.role !== 'admin') {
      admin = await db.user.update({ where: { id: admin.id }, data: { role: 'admin', status: 'approved' } });
    }
  }
  const login = await agent.post('/api/auth/login', { username: admin.username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
  return agent;
}

/** Registers a user, approves it through the database and signs in; returns the agent and user. */
export async function signedInUser(server: TestServer, overrides: { name?: string } = {}) {
  await ensureAdminExists(server);
  const agent = server.agent();
  const username = uniqueName();
  const email = `${username}@example.com`;
  const reg = await agent.post('/api/auth/register', { username, email, password: PASSWORD, ...overrides });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  await server.app.deps.db.user.update({ where: { username }, data: { status: 'approved' } });
  const login = await agent.post('/api/auth/login', { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { agent, user: login.body as { id: number; username: string; email: string }, username, email };
}

async function ensureAdminExists(server: TestServer) {
  if ((await server.app.deps.db.user.count()) === 0) await adminAgent(server);
}
