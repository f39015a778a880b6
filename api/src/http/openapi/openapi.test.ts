import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { restRoutesOf } from '../../../test/security/operations.js';
import { restRoutes } from '../routes.js';
import { healthRouter } from '../../modules/health/rest.js';
import { TaskBody } from '../../modules/tasks/openapi.js';
import { ProjectBody } from '../../modules/projects/openapi.js';
import { ErrorBody } from './apiRoute.js';
import { openApiPath } from './document.js';
import { ConformanceChecker } from '../../../test/openapiConformance.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

/** JSON Pointer escaping of one segment. */
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describeEachProvider('OpenAPI document of the REST API', (server) => {
  let doc: Doc;
  let ajv: Ajv2020;

  beforeAll(async () => {
    const res = await server().agent().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: 'openapi.json', ...doc });
  });

  /** Checks an answer against the schema the document gives for that route and status. */
  function conforms(method: string, path: string, status: number, body: unknown) {
    const at = `openapi.json#/${pointer('paths', openApiPath(path), method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
    const check = ajv.getSchema(at);
    if (!check) throw new Error(`no schema documented at ${at}`);
    const ok = check(body);
    return ok ? [] : check.errors;
  }

  it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect((doc as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it('names every mounted REST route, and no route that is not there', () => {
    const mounted = restRoutesOf([['/health', healthRouter], ...restRoutes] as never, server().app.deps).map(
      (r) => `${r.method} ${openApiPath(r.path.replace(/^\/api/, ''))}`,
    );
    expect(mounted.length).toBeGreaterThan(100);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it('describes the session cookie and API tokens, and which routes take which', () => {
    const full = doc as unknown as {
      components: { securitySchemes: Record<string, { type: string }> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(Object.keys(full.components.securitySchemes).sort()).toEqual(['bearer', 'session']);
    expect(full.paths['/api/tasks'].get.security).toEqual([{ session: [] }, { bearer: ['tasks:read'] }]);
    expect(full.paths['/api/tokens'].get.security).toEqual([{ session: [] }]);
    expect(full.paths['/api/openapi.json'].get.security).toEqual([]);
  });

  it('gives every answer an exact schema: no object open to fields it does not name, no schema that takes anything', () => {
    const full = doc as unknown as { components: { schemas: Record<string, unknown> } };
    const open: string[] = [];
    const seen = new Set<string>();
    const isEmpty = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).every((k) => k === 'description' || k === 'default');
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((s, i) => walk(s, `${where}/${i}`));
      const s = schema as Record<string, unknown>;
      if (typeof s.$ref === 'string') {
        const name = s.$ref.replace('#/components/schemas/', '');
        // a stored JSON value (notification data, an imported file's) is any JSON by nature
        if (name === 'JsonValue' || seen.has(name)) return;
        seen.add(name);
        return walk(full.components.schemas[name], `#${name}`);
      }
      if (isEmpty(s)) open.push(`${where}: takes anything`);
      if (s.type === 'object' && (s.additionalProperties === undefined || s.additionalProperties === true || isEmpty(s.additionalProperties)))
        open.push(`${where}: an object open to any field`);
      for (const [key, value] of Object.entries(s)) if (key !== 'default' && key !== 'const' && key !== 'enum') walk(value, `${where}/${key}`);
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const [status, response] of Object.entries(op.responses)) walk(response.content?.['application/json']?.schema, `${method} ${path} ${status}`);
    expect(open).toEqual([]);
    expect(seen.has('QuickAdd') && seen.has('Assignment') && seen.has('ExportFile') && seen.has('OpenApiDocument')).toBe(true);
  });

  it('answers of real requests conform to the documented schemas', async () => {
    const { agent } = await signedInUser(server());
    const project = await agent.post('/api/projects', { name: 'Documented', priority: 4 });
    expect(project.status).toBe(201);
    expect(conforms('post', '/projects', 201, project.body)).toEqual([]);
    expect(ProjectBody.safeParse(project.body).success).toBe(true);

    const task = await agent.post('/api/tasks', { name: 'Write the reference', priority: 6, duration: 30, projectId: project.body.id, dueDate: '2026-12-01' });
    expect(task.status).toBe(201);
    expect(conforms('post', '/tasks', 201, task.body)).toEqual([]);
    expect(TaskBody.safeParse(task.body).error).toBeUndefined();

    const list = await agent.get('/api/tasks');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(conforms('get', '/tasks', 200, list.body)).toEqual([]);

    const projects = await agent.get('/api/projects');
    expect(conforms('get', '/projects', 200, projects.body)).toEqual([]);

    const bad = await agent.post('/api/tasks', { name: '', priority: 6, duration: 30, projectId: project.body.id });
    expect(bad.status).toBe(400);
    expect(conforms('post', '/tasks', 400, bad.body)).toEqual([]);
    expect(ErrorBody.safeParse(bad.body).success).toBe(true);

    const stranger = await server().agent().get('/api/tasks');
    expect(stranger.status).toBe(401);
    expect(conforms('get', '/tasks', 401, stranger.body)).toEqual([]);

    // the schema would notice a field the answer should not have
    expect(conforms('post', '/tasks', 201, { ...task.body, password: 'x' })).not.toEqual([]);
  });

  it("the test client's conformance check refuses an answer the document does not describe", async () => {
    const checker = new ConformanceChecker(doc as never);
    const { agent } = await signedInUser(server());
    const project = await agent.post('/api/projects', { name: 'Checked', priority: 4 });
    const task = await agent.post('/api/tasks', { name: 'Checked task', priority: 5, duration: 25, projectId: project.body.id });
    const answer = (status: number, body: unknown, url = `/api/tasks/${task.body.id}`, method = 'GET') => ({
      method,
      url,
      status,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify(body),
      body,
    });
    expect(checker.check(answer(200, task.body))).toBeNull();
    expect(checker.check(answer(404, { message: 'Task not found' }))).toBeNull();

    expect(checker.check(answer(200, { ...task.body, priority: 'high' }))).toMatch(/GET \/api\/tasks\/\d+ answered 200: .*\n.*\/priority must be integer/);
    expect(checker.check(answer(200, { ...task.body, dueDate: 'tomorrow' }))).toMatch(/\/dueDate must match format "date"/);
    const { reminders: _left, ...withoutReminders } = task.body;
    expect(checker.check(answer(200, withoutReminders))).toMatch(/must have required property 'reminders'/);
    expect(checker.check(answer(500, { message: 'Something went wrong on our side. Please try again.' }))).toMatch(
      /answered 500: .* declares only 200, 400, 401, 403, 404, 429, 503/,
    );
    expect(checker.check(answer(200, [], '/api/nowhere'))).toMatch(/the path is not in the OpenAPI document/);
    expect(checker.check(answer(404, { message: 'Not found' }, '/api/nowhere'))).toBeNull();
    expect(checker.check(answer(200, task.body, `/api/tasks/${task.body.id}`, 'POST'))).toMatch(/no POST operation at \/api\/tasks\/\{id\}/);
    // a literal segment is not taken for a path parameter
    expect(checker.templateOf('/api/tasks/reorder')).toBe('/api/tasks/reorder');
    expect(checker.templateOf('/api/schedule/2026-12-01.ics?x=1')).toBe('/api/schedule/{date}.ics');
  });

  it('serves the reference page from this server, under the app CSP', async () => {
    const agent = server().agent();
    const page = await agent.request('GET', '/api/docs', undefined, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).not.toMatch(/https?:\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    for (const src of [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])) {
      const asset = await agent.get(src);
      expect({ src, status: asset.status }).toEqual({ src, status: 200 });
    }
    const starter = await agent.get('/api/docs/swagger-initializer.js');
    expect(starter.text).toContain('/api/openapi.json');
    expect((await agent.get('/api/docs/nope.js')).status).toBe(404);
  });
});
