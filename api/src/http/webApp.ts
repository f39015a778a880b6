import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express } from 'express';

export const WEB_DIST = resolve(import.meta.dirname, '../../../dist/web');

/** Serves the built web app: hashed assets cached for a year, everything else revalidated, SPA fallback. */
export function mountWebApp(app: Express, dir = WEB_DIST) {
  if (!existsSync(join(dir, 'index.html'))) {
    app.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (or `npm start`).');
    });
    return;
  }
  app.use(
    '/assets',
    express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  );
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  app.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dir, 'index.html'));
  });
}
