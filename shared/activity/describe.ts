// How a line of history reads, the same wherever it is shown.

export const ACTIVITY_KINDS = ['created', 'updated', 'completed', 'reopened', 'assigned', 'commented', 'deleted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The task fields whose changes are kept, by the name a line shows. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  name: 'the name',
  description: 'the description',
  priority: 'priority',
  duration: 'the estimate',
  dueDate: 'the deadline',
  dueTime: 'the deadline time',
  plannedDate: 'the planned day',
  recurrence: 'the repeat rule',
  recurFrom: 'repeat from',
  project: 'the project',
  timeSpent: 'the time spent',
};

/** Fields whose values are too long for a line: it says that they changed, not from what to what. */
const WITHOUT_VALUES = new Set(['description', 'recurrence']);

export type ActivityLine = {
  kind: string;
  field: string | null;
  fromValue: string | null;
  toValue: string | null;
  taskName: string | null;
};

const shown = (field: string, value: string) => (field === 'duration' || field === 'timeSpent' ? `${value} min` : `"${value}"`.replace(/^"(\d+)"$/, '$1'));

/**
 * What happened, after the actor's name: "changed priority from 3 to 5", "completed the task".
 * `withTask` names the task (a project's history) instead of saying "the task".
 */
export function describeActivity(line: ActivityLine, withTask = false): string {
  const task = withTask && line.taskName ? `"${line.taskName}"` : 'the task';
  switch (line.kind) {
    case 'created':
      return `created ${task}`;
    case 'completed':
      return `completed ${task}`;
    case 'reopened':
      return `reopened ${task}`;
    case 'assigned':
      return line.toValue ? `assigned ${task} to ${line.toValue}` : `unassigned ${task}`;
    case 'commented':
      return `commented on ${task}`;
    case 'deleted':
      return `deleted ${withTask && line.taskName ? `"${line.taskName}"` : 'the task'}`;
    case 'updated': {
      const field = line.field ?? 'a field';
      const label = ACTIVITY_FIELD_LABELS[field] ?? field;
      const on = withTask && line.taskName ? ` of "${line.taskName}"` : '';
      if (WITHOUT_VALUES.has(field)) return `changed ${label}${on}`;
      if (line.fromValue === null && line.toValue !== null) return `set ${label}${on} to ${shown(field, line.toValue)}`;
      if (line.toValue === null && line.fromValue !== null) return `cleared ${label}${on} (was ${shown(field, line.fromValue)})`;
      return `changed ${label}${on} from ${shown(field, line.fromValue ?? '')} to ${shown(field, line.toValue ?? '')}`;
    }
    default:
      return line.kind;
  }
}
