import { z } from 'zod';
import { FilterDefinitionFields, SavedFilterInput, SavedFilterPatch, TASK_QUERY_KEYS } from '../../../../shared/filters/validation.js';
import { DeletedBody, isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

const SavedFilter = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    definition: FilterDefinitionFields,
    query: z
      .strictObject(Object.fromEntries(TASK_QUERY_KEYS.map((key) => [key, z.string().optional()])))
      .meta({ description: "the task list's query parameters for it (GET /api/tasks?…)" }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SavedFilter' });

export const filtersApi: ApiModule = {
  tag: 'Filters',
  routes: [
    { method: 'get', path: '/filters', summary: "The viewer's saved filters", response: z.array(SavedFilter) },
    { method: 'post', path: '/filters', summary: 'Save a filter', body: SavedFilterInput, status: 201, response: SavedFilter },
    { method: 'patch', path: '/filters/:id', summary: 'Rename a saved filter or replace its definition', body: SavedFilterPatch, response: SavedFilter },
    { method: 'delete', path: '/filters/:id', summary: 'Delete a saved filter', response: DeletedBody },
  ],
};
