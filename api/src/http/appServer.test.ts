import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { createAppServer } from './appServer.js';

describe('the app server: requests born with the Express prototypes', () => {
  let app: express.Express;
  let server: Server;
  let base: string;
  const bornWith: object[] = [];

  beforeAll(async () => {
    app = express();
    app.use(express.json());
    app.get('/hello', (req, res) => {
      res
        .set('X-Seen-Host', req.get('host') ?? '')
        .status(201)
        .json({ path: req.path, query: req.query, secure: req.secure });
    });
    app.post('/echo', (req, res) => res.json({ body: req.body }));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.use(((_err, _req, res, _next) => res.status(500).json({ error: 'Internal error' })) as express.ErrorRequestHandler);
    server = createAppServer(app);
    // before Express's own listener: the prototype a request has when the server creates it
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => bornWith.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates each request and response with app.request and app.response as prototypes, so Express changes none', async () => {
    bornWith.length = 0;
    const res = await fetch(`${base}/hello?x=1`);
    expect(res.status).toBe(201);
    expect(bornWith[0]).toBe(app.request);
    expect(bornWith[1]).toBe(app.response);
    // and they still are Node's: streams, headers, sockets
    expect(bornWith[0]).toBeInstanceOf(IncomingMessage);
    expect(bornWith[1]).toBeInstanceOf(ServerResponse);
  });

  it('keeps what Express adds to requests and responses: req.get, req.path, req.query, res.set, res.status, res.json', async () => {
    const res = await fetch(`${base}/hello?x=1&y=two`);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-seen-host')).toBe(new URL(base).host);
    expect(await res.json()).toEqual({ path: '/hello', query: { x: '1', y: 'two' }, secure: false });
  });

  it('reads bodies, answers errors through the error handler and 404s unknown paths as Express does', async () => {
    const echo = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,2]}' });
    expect(await echo.json()).toEqual({ body: { a: [1, 2] } });
    const boom = await fetch(`${base}/boom`);
    expect([boom.status, await boom.json()]).toEqual([500, { error: 'Internal error' }]);
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
  });

  it("keeps an idle keep-alive connection open past Node's 5 s default, so a client reusing it is not reset", async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const answers: string[] = [];
    socket.setEncoding('utf8').on('data', (chunk: string) => answers.push(chunk));
    const ask = () => socket.write('GET /hello HTTP/1.1\r\nHost: streamline.test\r\nConnection: keep-alive\r\n\r\n');
    ask();
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(socket.destroyed || socket.readyState !== 'open').toBe(false);
    ask();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    expect(answers.join('').match(/HTTP\/1\.1 201/g)).toHaveLength(2);
  }, 15_000);
});
