import type { ApiModule } from './apiRoute.js';
import { OpenApiDocumentBody } from './documentBody.js';

/** The document itself and the reference page that browses it. */
export const referenceApi: ApiModule = {
  tag: 'Reference',
  routes: [
    { method: 'get', path: '/openapi.json', summary: 'This OpenAPI 3.1 document', public: true, response: OpenApiDocumentBody },
    { method: 'get', path: '/docs', summary: 'The browsable API reference (Swagger UI)', public: true, produces: 'text/html' },
    { method: 'get', path: '/docs/swagger-initializer.js', summary: 'The script that starts the reference page', public: true, produces: 'text/javascript' },
  ],
};
