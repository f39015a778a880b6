// Test helpers of the projects, tasks and notifications suites (no test of its own).
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import { randomInt } from 'node:crypto';
import type { HttpAgent } from '../../../test/http.js';
import type { TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { todayIn } from '../../../../shared/tasks/zonedDays.js';

let n = 0;
export const unique = (prefix: string) => `${prefix} ${++n}-${Math.random().toString(36).slice(2, 8)}`;

export async function makeProject(agent: HttpAgent, body: Record<string, unknown> = {}) {
  const res = await agent.post('/api/projects', { name: unique('Project'), priority: 5, ...body });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${res.text}`);
  return res.body as { id: number; name: string };
}

export async function makeTask(agent: HttpAgent, projectId: number, body: Record<string, unknown> = {}) {
  const res = await agent.post('/api/tasks', { name: unique('Task'), priority: 5, duration: 25, projectId, ...body });
  if (res.status !== 201) throw new Error(`task create failed: ${res.status} ${res.text}`);
  return res.body as { id: number; name: string; position: number; projectId: number; timeSpent: number };
}

/** A graphql-ws client over a real WebSocket carrying the agent's session cookie. */
export function wsClient(baseUrl: string, agent: HttpAgent, options: Partial<ClientOptions> = {}): Client {
  const cookie = agent.cookieHeader;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: `${baseUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: false, ...options });
}

export type Live<T> = {
  /** the next result matching `match`, or an error after `timeoutMs` */
  next(match?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** every result received so far */
  received: T[];
  errors: unknown[];
  close(): Promise<void>;
};

/** Subscribes and buffers every result, so a test can wait for one that matches. */
export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Live<T> {
  const received: T[] = [];
  const errors: unknown[] = [];
  const waiters: Array<() => void> = [];
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        if (r.data) received.push(r.data as T);
        for (const w of waiters.splice(0)) w();
      },
      error: (e) => {
        errors.push(e);
        for (const w of waiters.splice(0)) w();
      },
      complete: () => {},
    },
  );
  let seen = 0;
  return {
    received,
    errors,
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (seen < received.length) {
          const item = received[seen++];
          if (match(item)) return item;
        }
        if (errors.length) {
          const e = errors[0] as { reason?: string; message?: string };
          throw new Error(`subscription error: ${e?.reason ?? e?.message ?? JSON.stringify(e)}`);
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (got ${received.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      dispose();
    },
  };
}

/**
 * Redis is shared with other test runs whose temp databases count ids from 1 too, and channels
 * are keyed by user id: start this database's ids at a random height so the users here are ours.
 */
export async function randomizeIds(server: TestServer) {
  const db = server.app.deps.db;
  for (const table of ['User', 'Task', 'Project', 'Notification']) {
    const start = randomInt(1_000_000, 1_500_000_000);
    if (server.app.deps.config.provider === 'postgres') await db.$executeRawUnsafe(`SELECT setval('"${table}_id_seq"', ${start})`);
    else {
      await db.$executeRawUnsafe(`DELETE FROM sqlite_sequence WHERE name = '${table}'`);
      await db.$executeRawUnsafe(`INSERT INTO sqlite_sequence (name, seq) VALUES ('${table}', ${start})`);
    }
  }
}

/**
 * Repeats `trigger` until `live` yields a matching event: a new subscription needs a moment to reach
 * Redis, and an event published before that is not delivered. Given several subscriptions, it repeats
 * until every one of them has the event of the same trigger, so all of them are known to be live.
 */
export async function triggerUntil<T>(live: Live<T> | Live<T>[], trigger: () => Promise<unknown>, match: (d: T) => boolean) {
  const lives = Array.isArray(live) ? live : [live];
  for (let attempt = 0; ; attempt++) {
    await trigger();
    try {
      const events: T[] = [];
      for (const one of lives) events.push(await one.next(match, 1500));
      return events[0];
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in user living in `timeZone`, their today there, one project, and `make` for its tasks. */
export async function userInZone(server: TestServer, timeZone: string) {
  const user = await signedInUser(server);
  const zoned = await user.agent.put('/api/settings/profile', { timeZone });
  if (zoned.status !== 200) throw new Error(`time zone not set: ${zoned.status} ${zoned.text}`);
  const project = await makeProject(user.agent);
  const make = (name: string, body: Record<string, unknown>) => makeTask(user.agent, project.id, { name, ...body });
  return { ...user, today: todayIn(timeZone), project, make };
}
