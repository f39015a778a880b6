import { deadlineInstant, formatInZone } from '../fireAt.js';

type Subject = { task: { id: number; name: string; dueDate: Date | null; dueTime: string | null }; user: { timeZone: string } };

/** The words of a reminder, the same on every channel. */
export function reminderText({ task, user }: Subject, publicUrl: string | undefined) {
  const deadline = deadlineInstant(task, user.timeZone);
  const due = deadline
    ? task.dueTime
      ? `Due ${formatInZone(deadline, user.timeZone)}`
      : `Due ${formatInZone(deadline, user.timeZone).replace(/,? \d{2}:\d{2}$/, '')}`
    : '';
  const path = `/tasks/${task.id}`;
  return {
    title: `Reminder: ${task.name}`.slice(0, 200),
    body: due || 'You asked to be reminded of this task.',
    path,
    url: publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path,
  };
}
