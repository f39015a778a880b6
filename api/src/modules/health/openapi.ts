import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

export const healthApi: ApiModule = {
  tag: 'Health',
  routes: [
    {
      method: 'get',
      path: '/health',
      summary: 'Whether the server and its database answer (503 when not)',
      public: true,
      response: anyObject('The state of each part'),
    },
  ],
};
