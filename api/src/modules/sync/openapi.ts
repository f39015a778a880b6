import { z } from 'zod';
import { DeletedBody, ErrorBody, type ApiModule } from '../../http/openapi/apiRoute.js';
import { TaskBody, UpdatedTask } from '../tasks/openapi.js';
import { LabelBody } from '../labels/openapi.js';
import { batchSchema } from './batch.js';

const BatchResult = z
  .strictObject({
    status: z.number().int().meta({ description: 'the status its own request would have had' }),
    body: z
      // a task, the tasks a reorder or a reschedule moved, a label, a deletion or a failure
      .union([UpdatedTask, z.array(TaskBody), LabelBody, DeletedBody, ErrorBody])
      .meta({ description: 'the body its own request would have had' }),
    refused: z.string().optional().meta({ description: 'why the change was refused for good, when it was' }),
  })
  .meta({ id: 'BatchResult' });

export const syncApi: ApiModule = {
  tag: 'Sync',
  routes: [
    {
      method: 'post',
      path: '/sync/batch',
      summary: 'Replay queued offline task and label writes in one request',
      body: batchSchema,
      response: z.strictObject({ results: z.array(BatchResult) }),
    },
  ],
};
