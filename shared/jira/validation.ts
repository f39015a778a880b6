import { z } from 'zod';
import { MESSAGES } from '../auth/messages.js';
import { singleLine } from '../validation/singleLine.js';

// The web form uses these schemas; the address rules that depend on the server's settings
// (https only, no private hosts) are checked by urlGuard.ts.
export const JIRA_MESSAGES = {
  jiraUrl: 'Jira URL is required',
  jiraUrlMax: 'Jira URL must be at most 500 characters',
  email: MESSAGES.email,
  apiToken: 'API token is required',
  apiTokenMax: 'API token must be at most 1000 characters',
  apiTokenForNewUrl: 'Enter the API token again when the Jira URL changes',
  projectKey: 'Project key is required',
  projectKeyFormat: 'Project key must be letters, digits or _, starting with a letter (like ABC)',
  boolean: 'must be true or false',
  minutes: 'Minutes must be a whole number from 1 to 1440',
} as const;

const jiraUrl = singleLine(z.string({ error: JIRA_MESSAGES.jiraUrl }).trim().min(1, JIRA_MESSAGES.jiraUrl).max(500, JIRA_MESSAGES.jiraUrlMax), 'Jira URL');
const email = z.string({ error: JIRA_MESSAGES.email }).trim().pipe(z.email(JIRA_MESSAGES.email)).pipe(z.string().max(254, JIRA_MESSAGES.email));
const apiToken = singleLine(
  z.string({ error: JIRA_MESSAGES.apiToken }).trim().min(1, JIRA_MESSAGES.apiToken).max(1000, JIRA_MESSAGES.apiTokenMax),
  'API token',
);
export const projectKeySchema = z
  .string({ error: JIRA_MESSAGES.projectKey })
  .trim()
  .min(1, JIRA_MESSAGES.projectKey)
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{0,49}$/, JIRA_MESSAGES.projectKeyFormat);

/** PUT /api/jira. Without apiToken the stored token is kept (only while the URL stays the same). */
export const JiraLinkInput = z.object({
  jiraUrl,
  email,
  apiToken: z.preprocess((v) => (v === '' || v === null ? undefined : v), apiToken.optional()),
  projectKey: projectKeySchema,
  transitionOnComplete: z.boolean({ error: `transitionOnComplete ${JIRA_MESSAGES.boolean}` }).optional(),
  postWorklogs: z.boolean({ error: `postWorklogs ${JIRA_MESSAGES.boolean}` }).optional(),
});
export type JiraLinkInput = z.infer<typeof JiraLinkInput>;

/** POST /api/jira/test: the saved link, or values typed in the form before saving. */
export const JiraTestInput = z
  .object({
    jiraUrl: jiraUrl.optional(),
    email: email.optional(),
    apiToken: z.preprocess((v) => (v === '' || v === null ? undefined : v), apiToken.optional()),
    projectKey: projectKeySchema.optional(),
  })
  .default({});

export const WorklogInput = z.object({
  minutes: z.number({ error: JIRA_MESSAGES.minutes }).int(JIRA_MESSAGES.minutes).min(1, JIRA_MESSAGES.minutes).max(1440, JIRA_MESSAGES.minutes),
});
