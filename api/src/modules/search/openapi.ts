import { z } from 'zod';
import { SearchInput } from '../../../../shared/search/validation.js';
import type { ApiModule } from '../../http/openapi/apiRoute.js';
import type { SearchResult } from './service.js';

const highlighted = z.string().meta({ description: 'HTML-escaped, with <mark> around each match' });

const SearchResultBody = z
  .strictObject({
    tasks: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        highlightedName: highlighted,
        snippet: highlighted.nullable(),
        completed: z.boolean(),
        projectId: z.number().int(),
        projectName: z.string(),
      }),
    ),
    projects: z.array(z.strictObject({ id: z.number().int(), name: z.string(), highlightedName: highlighted, snippet: highlighted.nullable() })),
    labels: z.array(z.strictObject({ id: z.number().int(), name: z.string(), highlightedName: highlighted, color: z.string() })),
  })
  .meta({ id: 'SearchResult' });

// the schema and the service describe the same answer
const sameShape: z.infer<typeof SearchResultBody> extends SearchResult ? (SearchResult extends z.infer<typeof SearchResultBody> ? true : false) : false = true;
void sameShape;

export const searchApi: ApiModule = {
  tag: 'Search',
  routes: [{ method: 'get', path: '/search', summary: 'Search tasks, projects and labels', query: SearchInput, response: SearchResultBody }],
};
