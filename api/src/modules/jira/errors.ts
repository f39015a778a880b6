import { AppError } from '../../lib/errors.js';

/** What went wrong talking to Jira, as "Test connection" reports it. */
export const JIRA_PROBLEMS = [
  'bad_url',
  'private_url',
  'unreachable',
  'timeout',
  'bad_credentials',
  'not_jira',
  'project_not_found',
  'not_linked',
  'jira_error',
] as const;
export type JiraProblem = (typeof JIRA_PROBLEMS)[number];

const STATUS: Record<JiraProblem, number> = {
  bad_url: 400,
  private_url: 400,
  bad_credentials: 400,
  project_not_found: 400,
  not_linked: 400,
  unreachable: 502,
  not_jira: 502,
  jira_error: 502,
  timeout: 504,
};

export class JiraError extends AppError {
  constructor(
    readonly problem: JiraProblem,
    message: string,
  ) {
    super(STATUS[problem], message, { problem });
  }
}
