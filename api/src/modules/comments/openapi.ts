import { z } from 'zod';
import { CommentInput } from '../../../../shared/comments/validation.js';
import { DeletedBody, isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';
import { PersonBody } from '../users/openapi.js';

export const CommentBody = z
  .strictObject({
    id: z.number().int(),
    taskId: z.number().int(),
    author: PersonBody,
    body: z.string().meta({ description: 'Markdown' }),
    html: z.string().meta({ description: 'the safe HTML the Markdown renders to' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    editedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Comment' });

export const commentsApi: ApiModule = {
  tag: 'Comments',
  routes: [
    { method: 'get', path: '/tasks/:id/comments', summary: "A task's comments", response: z.array(CommentBody) },
    { method: 'post', path: '/tasks/:id/comments', summary: 'Comment on a task', body: CommentInput, status: 201, response: CommentBody },
    { method: 'patch', path: '/comments/:id', summary: 'Edit your comment', body: CommentInput, response: CommentBody },
    { method: 'delete', path: '/comments/:id', summary: 'Delete your comment', response: DeletedBody },
  ],
};
