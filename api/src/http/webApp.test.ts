import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { compressResponses } from './compression.js';
import { errorHandler } from './errors.js';
import { mountWebApp } from './webApp.js';

const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const s${i} = ${(i * 7919) % 1000};`).join('\n');
// quality and level unlike the compression middleware's, so the bytes show which one answered
const BROTLI = brotliCompressSync(SCRIPT);
const GZIP = gzipSync(SCRIPT, { level: 1 });

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe('the web app static files', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webapp-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Streamline</title>');
    writeFileSync(join(dir, 'assets', 'LoginScreen-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'LoginScreen-abc.js.br'), BROTLI);
    writeFileSync(join(dir, 'assets', 'LoginScreen-abc.js.gz'), GZIP);
    cpSync(fileURLToPath(new URL('../../../web/public', import.meta.url)), dir, { recursive: true }); // as vite build copies it
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify({ '/login': ['/assets/LoginScreen-abc.js', '/assets/Button-def.js'] }));
    const app = express();
    app.set('etag', () => undefined); // as app.ts: no ETag for the API's bodies; files keep theirs
    app.use(compressResponses());
    mountWebApp(app, dir);
    app.use(errorHandler); // as app.ts: what the web app passes on is answered here
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The raw answer: node's fetch would undo the Content-Encoding this test looks at. */
  function get(path: string, acceptEncoding: string): Promise<Raw> {
    return new Promise((resolve, reject) => {
      request({ port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it("sends the build's brotli file to a browser that lists gzip first, as JavaScript cached for a year", async () => {
    const res = await get('/assets/LoginScreen-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.equals(BROTLI)).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/LoginScreen-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(GZIP)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/LoginScreen-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("announces /login's screen chunks in a Link header, and nothing for other pages", async () => {
    const login = await get('/login', 'identity');
    expect(login.status).toBe(200);
    expect(login.headers.link).toBe('</assets/LoginScreen-abc.js>; rel=modulepreload; crossorigin, </assets/Button-def.js>; rel=modulepreload; crossorigin');
    expect(login.headers.etag).toMatch(/^W\/"/); // the no-cache shell is revalidated, not downloaded again
    const dashboard = await get('/', 'identity');
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.link).toBeUndefined();
  });

  it('serves the web app manifest as application/manifest+json, and its icons as PNG', async () => {
    const res = await get('/manifest.webmanifest', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json(;|$)/);
    const manifest = JSON.parse(res.body.toString());
    expect(manifest.name).toBe('Streamline');
    for (const { src } of manifest.icons as { src: string }[]) {
      const icon = await get(src, 'identity');
      expect([src, icon.status, icon.headers['content-type']]).toEqual([src, 200, 'image/png']);
    }
  });

  it('answers /robots.txt as plain text that keeps crawlers out of the API', async () => {
    const res = await get('/robots.txt', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toMatch(/^User-agent: \*\nDisallow: \/api\/\n/);
  });

  it.each(['/missing.js', '/assets/nope.css', '/assets/nope.js', '/icons/none.png', '/tasks/missing.json'])(
    'answers a missing file (%s) with a plain 404 that names no path of the server',
    async (path) => {
      const res = await get(path, 'identity');
      const text = res.body.toString();
      expect(text).not.toContain(dir);
      expect(text).not.toMatch(/ENOENT|<title>/);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text).toBe('Not found');
    },
  );

  it("still answers the app's screens with its HTML", async () => {
    for (const path of ['/tasks/12', '/settings', '/today']) {
      const res = await get(path, 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});

describe('the web app while index.html is gone (a rebuild under way)', () => {
  it('answers a screen with a 503 that names no path of the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webapp-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Streamline</title>');
    const app = express();
    mountWebApp(app, dir);
    app.use(errorHandler);
    rmSync(join(dir, 'index.html'));
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/projects`);
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(text).toMatch(/not built yet/);
      expect(text).not.toContain(dir);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The web app served by a plain node process: in jest's sandbox a file system error is not an `Error`
 * of the sandbox's realm, so serve-static's 404 loses the message (and the path) it has in production.
 */
describe('a missing asset, served as in production', () => {
  it("answers a 404 that names no file system path (the error's own message carries one)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webapp-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Streamline</title>');
    const script = `
      const { default: express } = await import('express');
      const { mountWebApp } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'webApp.ts')).href)});
      const { errorHandler } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'errors.ts')).href)});
      const app = express();
      mountWebApp(app, ${JSON.stringify(dir)});
      app.use(errorHandler);
      const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      });
      for (const path of ['/assets/nope.css', '/assets/nope.js', '/missing.js']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'br' } });
        const text = await res.text();
        expect({ path, status: res.status, text }).toEqual({ path, status: 404, text: 'Not found' });
        expect(text).not.toContain(dir);
      }
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
