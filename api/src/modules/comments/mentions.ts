import type { Db } from '../../db/client.js';
import { mentionedHandles } from '../../../../shared/comments/mentions.js';
import { mentionableUsersOfTask } from './repository.js';

type Mentionable = Awaited<ReturnType<typeof mentionableUsersOfTask>>[number];

/** The handles a user answers to: their username, their e-mail, and their name when it is one word. */
function handlesOf(user: Mentionable): string[] {
  const handles = [user.username.toLowerCase(), user.email.toLowerCase()];
  if (user.name && !/\s/.test(user.name.trim())) handles.push(user.name.trim().toLowerCase());
  return handles;
}

/** The users a comment on this task mentions, among those who can be mentioned on it. */
export async function mentionedUsers(db: Db, task: { projectId: number }, body: string): Promise<Mentionable[]> {
  const handles = new Set(mentionedHandles(body));
  if (!handles.size) return [];
  const candidates = await mentionableUsersOfTask(db, task);
  return candidates.filter((user) => handlesOf(user).some((h) => handles.has(h)));
}
