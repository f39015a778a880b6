import { z } from 'zod';
import { LinkInput, LinkUpdateInput, ReorderLinksInput } from '../../../../shared/links/validation.js';
import { DeletedBody, isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

const Link = z
  .object({ id: z.number().int(), label: z.string(), url: z.string(), position: z.number().int(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Link' });

export const linksApi: ApiModule = {
  tag: 'Links',
  description: "The viewer's quick links.",
  routes: [
    { method: 'get', path: '/links', summary: 'List links', response: z.array(Link) },
    { method: 'post', path: '/links', summary: 'Add a link', body: LinkInput, status: 201, response: Link },
    { method: 'put', path: '/links/reorder', summary: 'Reorder links', body: ReorderLinksInput, response: z.array(Link) },
    { method: 'put', path: '/links/:id', summary: 'Change a link', body: LinkUpdateInput, response: Link },
    { method: 'patch', path: '/links/:id', summary: 'Change a link', body: LinkUpdateInput, response: Link },
    { method: 'delete', path: '/links/:id', summary: 'Delete a link', response: DeletedBody },
  ],
};
