import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: Record<string, string>; body: string };

/** A local HTTP receiver: /fail/… answers 500, anything else 204. */
export async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = req.url?.startsWith('/fail') ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
