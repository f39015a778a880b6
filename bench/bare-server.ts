/**
 * The practical limit for the API bench: a bare node:http server doing the same work as the app's
 * endpoints straight on the database driver (better-sqlite3 or pg), with hand-written SQL:
 *   GET  /api/tasks?limit=50  session lookup (SHA-256 of the cookie) + the tasks of the projects the user
 *                             is a member of, JOIN project name, JSON
 *   POST /api/tasks           session lookup + project check (a member above viewer) + max(position) + INSERT, JSON
 *   GET  /api/auth/check      session lookup, JSON
 * No framework, no ORM, no validation library. Env: DATABASE_URL, PORT, HOST.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT ?? 3999);
const isPg = /^postgres(ql)?:\/\//.test(url);

type Row = Record<string, unknown>;
type Driver = {
  session(id: string): Promise<Row | undefined>;
  list(userId: number, limit: number): Promise<Row[]>;
  create(userId: number, body: Row): Promise<Row | null>;
};

const LIST_SQL = `SELECT t."id", t."name", t."description", t."completed", t."completedAt", t."timeSpent", t."userId", t."priority",
  t."duration", t."projectId", p."name" AS "projectName", t."position", t."dueDate", t."dueTime", t."plannedDate", t."recurrence", t."recurFrom", t."seriesId", t."assigneeEmail", t."assigneeName",
  t."emailSent", t."emailSentAt", t."createdAt", t."updatedAt"
  FROM "Task" t JOIN "Project" p ON p."id" = t."projectId"
  WHERE t."projectId" IN (SELECT m."projectId" FROM "ProjectMember" m WHERE m."userId" = $1) ORDER BY t."position" ASC, t."id" ASC LIMIT $2`;
/** The end of the user's task list: the tasks of the projects they are a member of. */
const LAST_POSITION_SQL = `SELECT MAX("position") AS m FROM "Task" WHERE "projectId" IN (SELECT "projectId" FROM "ProjectMember" WHERE "userId" = $1)`;
/** A project the user may add tasks to: a member with a role above viewer, as the app's policy says. */
const WRITABLE_PROJECT_SQL = `SELECT p."id", p."name" FROM "Project" p JOIN "ProjectMember" m ON m."projectId" = p."id"
  WHERE p."id" = $1 AND m."userId" = $2 AND m."role" <> 'viewer'`;
const SESSION_SQL = `SELECT s."id" AS "sessionId", s."expiresAt", u."id", u."username", u."email", u."name", u."role", u."status",
  u."twoFactorEnabled", u."createdAt" FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = $1`;

async function sqliteDriver(): Promise<Driver> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(url.replace(/^file:/, ''));
  // the app's pragmas (api/src/db/client.ts), so that commits cost the same: synchronous as the app's
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${process.env.BENCH_SQLITE_SYNCHRONOUS ?? 'FULL'}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 268435456');
  const q = (sql: string) => sql.replace(/\$\d/g, '?');
  const session = db.prepare(q(SESSION_SQL));
  const list = db.prepare(q(LIST_SQL));
  const project = db.prepare(q(WRITABLE_PROJECT_SQL));
  const maxPos = db.prepare(q(LAST_POSITION_SQL));
  const insert = db.prepare(
    `INSERT INTO "Task" ("name", "description", "priority", "duration", "projectId", "userId", "position", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  return {
    session: async (id) => session.get(id) as Row | undefined,
    list: async (userId, limit) => list.all(userId, limit) as Row[],
    create: async (userId, body) => {
      const p = project.get(body.projectId, userId) as Row | undefined;
      if (!p) return null;
      const m = (maxPos.get(userId) as { m: number | null }).m;
      const now = new Date().toISOString();
      const row = insert.get(body.name, body.description ?? null, body.priority, body.duration, p.id, userId, m === null ? 0 : m + 1, now, now) as Row;
      return { ...row, projectName: p.name };
    },
  };
}

async function pgDriver(): Promise<Driver> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    session: async (id) => (await pool.query({ name: 's', text: SESSION_SQL, values: [id] })).rows[0],
    list: async (userId, limit) => (await pool.query({ name: 'l', text: LIST_SQL, values: [userId, limit] })).rows,
    create: async (userId, body) => {
      const p = (await pool.query({ name: 'p', text: WRITABLE_PROJECT_SQL, values: [body.projectId, userId] })).rows[0];
      if (!p) return null;
      const m = (await pool.query({ name: 'm', text: LAST_POSITION_SQL, values: [userId] })).rows[0].m;
      const row = (
        await pool.query({
          name: 'i',
          text: `INSERT INTO "Task" ("name", "description", "priority", "duration", "projectId", "userId", "position", "updatedAt")
                 VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING *`,
          values: [body.name, body.description ?? null, body.priority, body.duration, p.id, userId, m === null ? 0 : m + 1],
        })
      ).rows[0];
      return { ...row, projectName: p.name };
    },
  };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | number | Date).toISOString());
const bool = (v: unknown) => v === true || v === 1;
const day = (v: unknown) => iso(v)?.slice(0, 10) ?? null;

/** The client task shape of the app's REST answers. */
function present(t: Row) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    completed: bool(t.completed),
    completedAt: iso(t.completedAt),
    timeSpent: t.timeSpent,
    userId: t.userId,
    priority: t.priority,
    duration: t.duration,
    projectId: t.projectId,
    projectName: t.projectName,
    position: t.position,
    dueDate: day(t.dueDate),
    dueTime: t.dueTime,
    plannedDate: day(t.plannedDate),
    recurrence: t.recurrence,
    recurFrom: t.recurFrom,
    seriesId: t.seriesId,
    assigneeEmail: t.assigneeEmail,
    assigneeName: t.assigneeName,
    emailSent: bool(t.emailSent),
    emailSentAt: iso(t.emailSentAt),
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
  };
}

function cookieToken(header: string | undefined) {
  const m = header ? /(?:^|;\s*)streamline_sid=([^;]+)/.exec(header) : null;
  return m ? decodeURIComponent(m[1]) : null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Row> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      try {
        resolve(data ? JSON.parse(data) : {});
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

const driver = isPg ? await pgDriver() : await sqliteDriver();

createServer(async (req, res) => {
  try {
    const [path, query = ''] = (req.url ?? '/').split('?');
    if (path === '/health') return send(res, 200, { ok: true });
    const token = cookieToken(req.headers.cookie);
    const session = token ? await driver.session(createHash('sha256').update(token).digest('hex')) : undefined;
    const viewer = session && new Date(session.expiresAt as string).getTime() > Date.now() && session.status === 'approved' ? session : null;
    if (path === '/api/auth/check') {
      return send(res, 200, {
        authenticated: !!viewer,
        user: viewer ? { id: viewer.id, username: viewer.username, email: viewer.email, name: viewer.name, role: viewer.role, status: viewer.status } : null,
        requiresTwoFactor: false,
      });
    }
    if (!viewer) return send(res, 401, { message: 'Authentication required' });
    if (path === '/api/tasks' && req.method === 'GET') {
      const limit = Math.min(Number(new URLSearchParams(query).get('limit')) || 1000, 1000);
      return send(res, 200, (await driver.list(viewer.id as number, limit)).map(present));
    }
    if (path === '/api/tasks' && req.method === 'POST') {
      const body = await readBody(req);
      const row = await driver.create(viewer.id as number, body);
      return row ? send(res, 201, present(row)) : send(res, 400, { message: 'Project not found' });
    }
    send(res, 404, { message: 'Not found' });
  } catch (error) {
    send(res, 500, { message: String(error) });
  }
}).listen(port, process.env.HOST ?? '127.0.0.1');
