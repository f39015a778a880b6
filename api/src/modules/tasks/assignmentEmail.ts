import type { Task } from '../../generated/prisma-sqlite/client.js';
import { BAND_TITLES, priorityBand } from '../../../../shared/tasks/priority.js';

function minutesText(minutes: number) {
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h${m ? ` ${m} min` : ''}`;
}

/** The subject and editable plain text of a task-assignment e-mail. */
export function composeAssignmentEmail(args: {
  task: Pick<Task, 'name' | 'description' | 'priority' | 'duration' | 'dueDate'>;
  projectName: string | null;
  assigneeName: string;
  senderName: string;
  customMessage?: string;
}) {
  const { task, projectName, assigneeName, senderName, customMessage } = args;
  const details = [
    `Task: ${task.name}`,
    ...(projectName ? [`Project: ${projectName}`] : []),
    `Priority: ${BAND_TITLES[priorityBand(task.priority)]} (${task.priority}/10)`,
    `Estimated time: ${minutesText(task.duration)}`,
    ...(task.dueDate ? [`Due: ${task.dueDate.toUTCString().slice(0, 16)}`] : []),
  ];
  const parts = [
    `Hi ${assigneeName},`,
    `${senderName} has assigned you a task in Streamline.`,
    details.join('\n'),
    ...(task.description ? [`Details:\n${task.description.trim()}`] : []),
    ...(customMessage ? [`Message from ${senderName}:\n${customMessage}`] : []),
    `Reply to this e-mail to reach ${senderName}.`,
    'Streamline - Streamlined AI based task system',
  ];
  return { subject: `${senderName} assigned you a task: ${task.name}`, body: parts.join('\n\n') };
}
