/** What POST /api/settings/import answers. */
export type ImportSummary = {
  projects: number;
  tasks: number;
  comments: number;
  pomodoroSessions: number;
  links: number;
  notifications: number;
  chatMessages: number;
  dailySchedules: number;
  todaySessions: number;
  aiRecommendations: number;
  settings: boolean;
  /** dates the account already had a schedule for: the account's own schedule is kept */
  skippedScheduleDates: string[];
  /** the file's Jira link is not imported: the API token is never exported, so link Jira again */
  jiraSkipped: boolean;
};
