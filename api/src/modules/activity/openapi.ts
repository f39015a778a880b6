import { z } from 'zod';
import { ACTIVITY_KINDS } from '../../../../shared/activity/describe.js';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';
import { PersonBody } from '../users/openapi.js';
import { ActivityListInput } from './service.js';

/** A line of history (present.ts). */
const ActivityBody = z
  .strictObject({
    id: z.number().int(),
    taskId: z.number().int().nullable(),
    projectId: z.number().int(),
    actor: PersonBody,
    kind: z.enum(ACTIVITY_KINDS),
    field: z.string().nullable().meta({ description: 'an update: the field that changed' }),
    fromValue: z.string().nullable(),
    toValue: z.string().nullable(),
    taskName: z.string().nullable(),
    summary: z.string().meta({ description: 'the sentence the web shows ("Alice changed priority from 3 to 5")' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Activity' });
const Activity = z.array(ActivityBody);

export const activityApi: ApiModule = {
  tag: 'Activity',
  routes: [
    { method: 'get', path: '/projects/:id/activity', summary: "A project's recent changes", query: ActivityListInput, response: Activity },
    { method: 'get', path: '/tasks/:id/activity', summary: "A task's recent changes", query: ActivityListInput, response: Activity },
  ],
};
