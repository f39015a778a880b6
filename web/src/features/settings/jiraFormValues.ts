import { JIRA_MESSAGES, JiraLinkInput } from '../../../../shared/jira/validation.ts';
import { fieldErrors, type FieldErrors } from './formErrors.ts';

export type JiraValues = {
  jiraUrl: string;
  email: string;
  apiToken: string;
  projectKey: string;
  transitionOnComplete: boolean;
  postWorklogs: boolean;
};

export const EMPTY_JIRA: JiraValues = { jiraUrl: '', email: '', apiToken: '', projectKey: '', transitionOnComplete: false, postWorklogs: false };

/** The server's rules, plus: a token is needed unless one is saved for this same address. */
export function checkJira(values: JiraValues, saved: { jiraUrl: string; hasToken: boolean } | null): FieldErrors<JiraValues> {
  const errors = fieldErrors<JiraValues>(JiraLinkInput, values);
  if (!errors.apiToken && values.apiToken.trim() === '') {
    if (!saved?.hasToken) errors.apiToken = JIRA_MESSAGES.apiToken;
    else if (sameSite(saved.jiraUrl, values.jiraUrl) === false) errors.apiToken = JIRA_MESSAGES.apiTokenForNewUrl;
  }
  return errors;
}

/** Whether two addresses name the same Jira site (trailing slashes aside). */
export function sameSite(a: string, b: string): boolean {
  const norm = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();
  return norm(a) === norm(b);
}

/** The form fields the server may refuse by name. */
export const JIRA_FIELDS = ['jiraUrl', 'email', 'apiToken', 'projectKey'] as const;

/** The server's Jira checks (modules/jira/errors.ts) that belong under one field. */
export const JIRA_PROBLEM_FIELDS = {
  bad_url: 'jiraUrl',
  private_url: 'jiraUrl',
  unreachable: 'jiraUrl',
  not_jira: 'jiraUrl',
  bad_credentials: 'apiToken',
  project_not_found: 'projectKey',
} as const;
