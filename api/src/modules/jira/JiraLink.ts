import { builder } from '../../graphql/builder.js';
import type { JiraCredential } from '../../generated/prisma-sqlite/client.js';
import type { ConnectionResult } from './connection.js';

/** The saved Jira link; the token itself never leaves the server. */
export const JiraLinkRef = builder.objectRef<JiraCredential>('JiraLink').implement({
  fields: (t) => ({
    jiraUrl: t.exposeString('jiraUrl'),
    email: t.exposeString('email'),
    projectKey: t.exposeString('projectKey'),
    hasToken: t.boolean({ resolve: (l) => !!l.apiToken }),
    transitionOnComplete: t.exposeBoolean('transitionOnComplete'),
    postWorklogs: t.exposeBoolean('postWorklogs'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const JiraConnectionResultRef = builder.objectRef<ConnectionResult>('JiraConnectionResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    problem: t.string({
      nullable: true,
      description: 'bad_url, private_url, unreachable, timeout, bad_credentials, not_jira, project_not_found, jira_error',
      resolve: (r) => (r.ok ? null : r.problem),
    }),
    message: t.string({ nullable: true, resolve: (r) => (r.ok ? null : r.message) }),
    displayName: t.string({ nullable: true, description: "The Jira user's name when the connection works", resolve: (r) => (r.ok ? r.displayName : null) }),
    projectName: t.string({ nullable: true, resolve: (r) => (r.ok ? r.projectName : null) }),
  }),
});

export const JiraImportResultRef = builder
  .objectRef<{ projectId: number; projectName: string; total: number; created: number; updated: number; unchanged: number }>('JiraImportResult')
  .implement({
    fields: (t) => ({
      projectRowId: t.exposeInt('projectId'),
      projectName: t.exposeString('projectName'),
      total: t.exposeInt('total'),
      created: t.exposeInt('created'),
      updated: t.exposeInt('updated'),
      unchanged: t.exposeInt('unchanged'),
    }),
  });
