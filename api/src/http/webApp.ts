import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { PACKAGE_ROOT } from '../lib/packageRoot.js';

export const WEB_DIST = join(PACKAGE_ROOT, 'dist/web');

const ROBOTS = 'User-agent: *\nDisallow: /api/\nDisallow: /graphql\n';
const NOT_BUILT = 'The web app is not built yet: run `npm run build` (or `npm start`).';
/** The last path segment names a file (`/missing.js`, `/assets/nope.css`): never a screen of the app. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;
const APP_PATHS = /^\/(?!api\/|graphql).*/;

/** A file that is not there: a plain 404 that names no path of this server. */
function fileNotFound(_req: Request, res: Response) {
  res.status(404).type('text/plain').send('Not found');
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, SPA
 * fallback for the app's screens only; a missing file is a plain 404, never the app's HTML.
 */
export function mountWebApp(app: Express, dir = WEB_DIST) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(ROBOTS);
  });
  if (!existsSync(join(dir, 'index.html'))) {
    app.get(APP_PATHS, (_req, res) => {
      res.status(503).type('text/plain').send(NOT_BUILT);
    });
    return;
  }
  app.use('/assets', precompressedAssets(join(dir, 'assets')));
  // serve-static passes a missing file on (fallthrough), and any other failure as a 5xx, never its path
  app.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use('/assets', fileNotFound);
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  const preloads = routePreloadHeaders(dir);
  app.get(APP_PATHS, (req, res) => {
    if (FILE_NAME.test(req.path)) return fileNotFound(req, res);
    res.setHeader('Cache-Control', 'no-cache');
    const link = preloads(req.path);
    if (link) res.setHeader('Link', link);
    res.sendFile(join(dir, 'index.html'), (error) => {
      // index.html gone (a rebuild under way): say so, without the path the error names
      if (error && !res.headersSent) res.status(503).type('text/plain').send(NOT_BUILT);
    });
  });
}

/**
 * The Link header for each listed route (route-preloads.json, written by the build), so the
 * browser fetches the route's lazy chunks along with the entry instead of after running it. Read
 * again when a rebuild changes the file, so it never names files that are gone.
 */
function routePreloadHeaders(dir: string): (path: string) => string | undefined {
  const file = join(dir, 'route-preloads.json');
  let readAt = -1;
  let headers = new Map<string, string>();
  return (path) => {
    const changedAt = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (changedAt !== readAt) {
      readAt = changedAt;
      const routes = changedAt ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
      headers = new Map(Object.entries(routes).map(([route, files]) => [route, files.map((f) => `<${f}>; rel=modulepreload; crossorigin`).join(', ')]));
    }
    return headers.get(path);
  };
}

/**
 * The build writes `<asset>.br` and `<asset>.gz` (web/scripts/precompress.ts); a client
 * that accepts one gets it as it is (the compression middleware leaves an encoded answer alone).
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (name.includes('/') || !/\.(js|css)$/.test(name)) return next();
    // brotli whenever accepted: browsers list gzip first, and negotiation alone would pick it
    const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e && existsSync(join(assetsDir, `${name}.${e === 'br' ? 'br' : 'gz'}`)));
    if (!encoding) return next();
    const suffix = encoding === 'br' ? '.br' : '.gz';
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(name));
    res.sendFile(join(assetsDir, name + suffix), { maxAge: '1y', immutable: true }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding'); // removed by a rebuild meanwhile: the plain file follows
      next();
    });
  };
}
