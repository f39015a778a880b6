import { z } from 'zod';
import type { ApiModule } from '../../http/openapi/apiRoute.js';
import { batchSchema } from './batch.js';

export const syncApi: ApiModule = {
  tag: 'Sync',
  routes: [
    {
      method: 'post',
      path: '/sync/batch',
      summary: 'Replay queued offline task writes in one request',
      body: batchSchema,
      response: z.object({ results: z.array(z.object({ status: z.number().int(), body: z.unknown() })) }),
    },
  ],
};
