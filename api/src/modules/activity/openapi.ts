import { z } from 'zod';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { ActivityListInput } from './service.js';

const Activity = z.array(anyObject('One change: who, what, when'));

export const activityApi: ApiModule = {
  tag: 'Activity',
  routes: [
    { method: 'get', path: '/projects/:id/activity', summary: "A project's recent changes", query: ActivityListInput, response: Activity },
    { method: 'get', path: '/tasks/:id/activity', summary: "A task's recent changes", query: ActivityListInput, response: Activity },
  ],
};
