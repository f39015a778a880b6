import { builder } from '../../graphql/builder.js';
import { findTaskForPayload } from './repository.js';
import { JiraConnectionResultRef, JiraImportResultRef, JiraLinkRef } from './JiraLink.js';
import { deleteJiraLink, getJiraLink, importIssues, postTaskWorklog, saveJiraLink, testConnection, transitionTaskIssue } from './service.js';

builder.queryField('jiraLink', (t) =>
  t.field({
    type: JiraLinkRef,
    nullable: true,
    description: "The viewer's Jira link, or null when Jira is not linked",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => getJiraLink(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'saveJiraLink',
  {
    inputFields: (t) => ({
      jiraUrl: t.string({ required: true }),
      email: t.string({ required: true }),
      apiToken: t.string({ required: false, description: 'Leave out to keep the saved token (same Jira URL only)' }),
      projectKey: t.string({ required: true }),
      transitionOnComplete: t.boolean({ required: false }),
      postWorklogs: t.boolean({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ jiraLink: await saveJiraLink(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ jiraLink: t.field({ type: JiraLinkRef, resolve: (p) => p.jiraLink }) }) },
);

builder.mutationField('deleteJiraLink', (t) =>
  t.boolean({
    description: 'Forgets the Jira link and its token; true even when none was saved',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => (await deleteJiraLink(ctx, ctx.viewer)).success,
  }),
);

builder.relayMutationField(
  'testJiraConnection',
  {
    inputFields: (t) => ({
      jiraUrl: t.string({ required: false }),
      email: t.string({ required: false }),
      apiToken: t.string({ required: false }),
      projectKey: t.string({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ result: await testConnection(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ result: t.field({ type: JiraConnectionResultRef, resolve: (p) => p.result }) }) },
);

builder.mutationField('importJiraIssues', (t) =>
  t.field({
    type: JiraImportResultRef,
    description: 'Imports the open issues of the linked project as tasks; importing again updates them',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => importIssues(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'transitionJiraIssue',
  { inputFields: (t) => ({ taskId: t.id({ required: true, description: 'A Task ID or its rowId' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: (_root, { input }, ctx) => transitionTaskIssue(ctx, ctx.viewer, input.taskId),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _args, ctx) => findTaskForPayload(ctx.db, ctx.viewer, p.taskId, query) }),
      issueKey: t.exposeString('issueKey'),
      status: t.exposeString('status', { description: 'The Done-category status the issue moved to' }),
    }),
  },
);

builder.relayMutationField(
  'postJiraWorklog',
  { inputFields: (t) => ({ taskId: t.id({ required: true, description: 'A Task ID or its rowId' }), minutes: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: (_root, { input }, ctx) => postTaskWorklog(ctx, ctx.viewer, input.taskId, { minutes: input.minutes }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _args, ctx) => findTaskForPayload(ctx.db, ctx.viewer, p.taskId, query) }),
      issueKey: t.exposeString('issueKey'),
      minutes: t.exposeInt('minutes'),
      worklogId: t.exposeString('worklogId', { nullable: true }),
    }),
  },
);
