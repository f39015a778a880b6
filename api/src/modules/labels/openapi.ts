import { z } from 'zod';
import { LabelInput, LabelUpdateInput } from '../../../../shared/labels/validation.js';
import { DeletedBody, isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

export const LabelBody = z.object({ id: z.number().int(), name: z.string(), color: z.string(), createdAt: isoDateTime }).meta({ id: 'Label' });

export const labelsApi: ApiModule = {
  tag: 'Labels',
  routes: [
    { method: 'get', path: '/labels', summary: "The viewer's labels", response: z.array(LabelBody) },
    { method: 'post', path: '/labels', summary: 'Create a label', body: LabelInput, status: 201, response: LabelBody },
    { method: 'put', path: '/labels/:id', summary: 'Change a label', body: LabelUpdateInput, response: LabelBody },
    { method: 'patch', path: '/labels/:id', summary: 'Change a label', body: LabelUpdateInput, response: LabelBody },
    { method: 'delete', path: '/labels/:id', summary: 'Delete a label', response: DeletedBody },
  ],
};
