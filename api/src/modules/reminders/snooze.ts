import type { Deps, Viewer } from '../../graphql/context.js';
import { forbidden, parseInput } from '../../lib/errors.js';
import { ownTask } from '../tasks/service.js';
import { publishTaskChange } from '../tasks/events.js';
import { taskPolicy } from '../tasks/policy.js';
import { snoozeTaskReminder } from './service.js';
import { SnoozeInput } from '../../../../shared/reminders/validation.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';

/** POST /api/tasks/{id}/snooze (a push notification's "Snooze 10 min"): reminds again `minutes` from now. */
export async function snoozeTask(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, idInput);
  if (!taskPolicy.canUpdate(viewer, task)) throw forbidden(MEMBER_MESSAGES.viewerOnly);
  const { minutes } = parseInput(SnoozeInput, input ?? {});
  await snoozeTaskReminder(deps.db, task, minutes);
  await publishTaskChange(deps, task.projectId, 'updated', task.id);
  return ownTask(deps, viewer, task.id);
}
