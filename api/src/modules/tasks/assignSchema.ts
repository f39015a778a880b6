import { builder } from '../../graphql/builder.js';
import * as tasks from './repository.js';
import { assignTask } from './assignment.js';

export const EmailDelivery = builder.enumType('EmailDelivery', {
  description: 'smtp: handed to the mail server; outbox: saved as an .eml file on the server (no SMTP_URL); none: a preview',
  values: ['smtp', 'outbox', 'none'] as const,
});

builder.relayMutationField(
  'assignTask',
  {
    inputFields: (t) => ({
      taskId: t.id({ required: true }),
      assigneeEmail: t.string({ required: true }),
      assigneeName: t.string({ required: true }),
      senderName: t.string({ required: false, description: "Default: the viewer's name or username" }),
      customMessage: t.string({ required: false }),
      previewOnly: t.boolean({ required: false, description: 'Compose the e-mail and send nothing (default false)' }),
      emailContent: t.string({ required: false, description: 'The (edited) text to send instead of the composed one' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input: { taskId, ...request } }, ctx) =>
      assignTask(ctx, ctx.viewer, taskId, { ...request, previewOnly: request.previewOnly ?? false }),
  },
  {
    outputFields: (t) => ({
      success: t.exposeBoolean('success'),
      previewOnly: t.exposeBoolean('previewOnly'),
      subject: t.exposeString('subject'),
      body: t.exposeString('body', { description: 'The plain-text e-mail' }),
      html: t.exposeString('html', { description: 'The HTML part (user text escaped)' }),
      emailContent: t.exposeString('emailContent', { description: 'The editable text: send it back, edited, as emailContent' }),
      delivery: t.field({ type: EmailDelivery, resolve: (p) => p.delivery }),
      message: t.exposeString('message', { description: 'What happened, for a toast' }),
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
    }),
  },
);
