/** What the assistant says before any history exists: a greeting by name and what it can do. */
export const CAPABILITIES = [
  'Create tasks, e.g. "add a task to call the bank tomorrow, priority 7"',
  'Complete tasks, e.g. "complete Write the report"',
  'Start a focus timer on a task',
  'Plan your day into focus sessions and breaks',
  'Tell you what to work on next',
  'Show your stats, e.g. "how much did I focus this week?"',
];

export function welcomeGreeting(name: string | null | undefined): string {
  return `Hello ${name?.trim() || 'there'}! I'm your Streamline assistant. I can help you:`;
}

export const SUGGESTIONS = ['What should I work on next?', 'Plan my day', 'Show my stats for this week'];
