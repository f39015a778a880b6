import { z } from 'zod';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

const up = z.enum(['up', 'down']);

/** The state of each part (service.ts). */
const HealthBody = z
  .strictObject({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    database: up,
    databaseProvider: z.enum(['sqlite', 'postgres']),
    redis: z.enum(['up', 'down', 'not configured']),
    degraded: z.array(z.string()).meta({ description: 'what is missing while the status is degraded' }),
    version: z.string(),
    time: isoDateTime,
  })
  .meta({ id: 'Health' });

export const healthApi: ApiModule = {
  tag: 'Health',
  routes: [
    {
      method: 'get',
      path: '/health',
      summary: 'Whether the server and its database answer (503 when not)',
      public: true,
      response: HealthBody,
      sameBodyAlso: { 503: 'The database does not answer' },
    },
  ],
};
