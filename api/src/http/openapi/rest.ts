import { join } from 'node:path';
import express, { Router } from 'express';
import { PACKAGE_ROOT } from '../../lib/packageRoot.js';

const SWAGGER_UI = join(PACKAGE_ROOT, 'node_modules/swagger-ui-dist');

/** GET /api/openapi.json: public, like the routes it lists. Built on the first ask, not in every idle instance. */
export function openApiRouter() {
  const r = Router();
  r.get('/', async (_req, res) => {
    const { openApiDocument } = await import('./document.js');
    res.set('Cache-Control', 'no-cache');
    res.json(openApiDocument());
  });
  return r;
}

// no inline script: the page's CSP allows scripts from this origin only
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Streamline API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-initializer.js"></script>
</body>
</html>
`;

const STARTER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, withCredentials: true });
});
`;

/** /api/docs: Swagger UI, served from this server (swagger-ui-dist), reading /api/openapi.json. */
export function apiDocsRouter() {
  const r = Router();
  r.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  r.get('/swagger-initializer.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('text/javascript').send(STARTER);
  });
  r.use(express.static(SWAGGER_UI, { index: false, maxAge: '1d' }));
  return r;
}
