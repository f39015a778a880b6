import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, parseInput } from '../../lib/errors.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { projectPolicy } from '../projects/policy.js';
import { insertInbox } from '../projects/repository.js';
import { dailySchedulePolicy } from '../schedule/policy.js';
import { assertSignedIn } from './service.js';
import { ExportFile } from './exportFormat.js';
import { importedComments } from './importComments.js';
import { remapScheduleData } from './remapSchedule.js';
import * as settingsDb from './repository.js';
import type { ImportSummary } from '../../../../shared/settings/importSummary.js';
import { rescheduleTaskReminders } from '../reminders/service.js';
import { labelNameKey } from '../../../../shared/labels/validation.js';

/**
 * Adds the rows of an export file to the viewer's account, all or nothing. The profile
 * (username, e-mail, name) of the account is left as it is.
 */
export async function importData(deps: Deps, viewer: Viewer, input: unknown): Promise<ImportSummary> {
  assertSignedIn(viewer);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new AppError(400, 'This is not a Streamline export file');
  const file = parseInput(ExportFile, input);
  // every imported row is the viewer's
  const owner = viewer.id;

  return deps.db.$transaction(
    async (tx) => {
      if (file.settings) await settingsDb.saveSettings(tx, owner, file.settings);
      // the file's Inbox joins the account's: its tasks land there
      const inbox = await settingsDb.inboxProjectId(tx, owner);
      const projectsToAdd = file.projects.filter((p) => !(p.inbox && inbox !== null));
      if (projectsToAdd.length) assertRoomForProjects(await settingsDb.countProjects(tx, projectPolicy.readableWhere(viewer)), projectsToAdd.length);
      const projectIds = new Map<number, number>();
      for (const { id, inbox: fileInbox, members: _members, ...p } of file.projects) {
        projectIds.set(id, fileInbox && inbox !== null ? inbox : await settingsDb.insertProject(tx, owner, { ...p, inbox: fileInbox && inbox === null }));
      }
      // an account from before Inboxes came with it, importing a file without one, gets its own now
      if (inbox === null && !file.projects.some((p) => p.inbox)) await insertInbox(tx, owner);
      const labelIds = new Map<number, number>();
      for (const { id, name, color, createdAt } of file.labels) {
        labelIds.set(id, await settingsDb.labelNamed(tx, owner, { name, nameKey: labelNameKey(name), color: color.toLowerCase(), createdAt }));
      }
      const taskIds = new Map<number, number>();
      for (const { id, projectId, seriesId: _seriesId, parentId: _parentId, labels: _labels, ...t } of file.tasks) {
        taskIds.set(id, await settingsDb.insertTask(tx, owner, { ...t, projectId: projectIds.get(projectId)! }));
      }
      const newTaskId = (old: number | null) => (old === null ? null : (taskIds.get(old) ?? null));
      const projectOfTask = new Map(file.tasks.map((t) => [t.id, t.projectId]));
      const parentOf = new Map(file.tasks.map((t) => [t.id, t.parentId]));
      /** A file's parents that lead back to the task are dropped: a task is never its own ancestor. */
      const inCycle = (id: number) => {
        const seen = new Set<number>();
        for (let at = parentOf.get(id) ?? null; at !== null; at = parentOf.get(at) ?? null) {
          if (at === id || seen.has(at)) return true;
          seen.add(at);
        }
        return false;
      };
      for (const { id, seriesId, parentId, projectId } of file.tasks) {
        if (seriesId !== null && taskIds.has(seriesId)) await settingsDb.linkOccurrenceToSeries(tx, taskIds.get(id)!, taskIds.get(seriesId)!);
        // a parent in the same project (a file cannot bring a subtask into another project)
        if (parentId !== null && taskIds.has(parentId) && projectOfTask.get(parentId) === projectId && !inCycle(id)) {
          await settingsDb.setTaskParent(tx, taskIds.get(id)!, taskIds.get(parentId)!);
        }
      }
      await settingsDb.insertTaskLabels(
        tx,
        file.tasks.flatMap((t) => [...new Set(t.labels)].map((l) => ({ taskId: taskIds.get(t.id)!, labelId: labelIds.get(l)! }))),
      );

      await settingsDb.insertMany(tx, 'comment', importedComments(file.comments, viewer.email, owner, taskIds));
      await settingsDb.insertMany(
        tx,
        'pomodoroSession',
        file.pomodoroSessions.map(({ id: _id, taskId, ...s }) => ({ ...s, taskId: taskIds.get(taskId)!, userId: owner })),
      );
      await settingsDb.insertOwnedMany(
        tx,
        owner,
        'reminder',
        file.reminders.map(({ id: _id, taskId, ...r }) => ({ ...r, taskId: taskIds.get(taskId)! })),
      );
      // when each fires follows from the imported deadlines and this account's time zone
      for (const taskId of new Set(file.reminders.map((r) => taskIds.get(r.taskId)!))) await rescheduleTaskReminders(tx, taskId);
      await settingsDb.insertOwnedMany(
        tx,
        owner,
        'link',
        file.links.map(({ id: _id, ...l }) => l),
      );
      await settingsDb.insertOwnedMany(
        tx,
        owner,
        'notification',
        file.notifications.map(({ id: _id, data, ...n }) => ({ ...n, ...(data === null ? {} : { data }) })),
      );
      await settingsDb.insertOwnedMany(
        tx,
        owner,
        'chatMessage',
        file.chatMessages.map(({ id: _id, actions, ...m }) => ({ ...m, ...(actions === null ? {} : { actions }) })),
      );
      await settingsDb.insertOwnedMany(
        tx,
        owner,
        'aiRecommendation',
        file.aiRecommendations.map(({ id: _id, taskId, ...r }) => ({ ...r, taskId: taskIds.get(taskId)! })),
      );

      const dates = file.dailySchedules.map((s) => s.date);
      const taken = new Set(await settingsDb.scheduleDatesTaken(tx, dailySchedulePolicy.readableWhere(viewer), dates));
      let schedules = 0;
      let todaySessions = 0;
      for (const { id: _id, todaySessions: sessions, scheduleData, ...s } of file.dailySchedules) {
        if (taken.has(s.date)) continue;
        const scheduleId = await settingsDb.insertSchedule(tx, owner, { ...s, scheduleData: remapScheduleData(scheduleData, newTaskId) });
        schedules += 1;
        todaySessions += sessions.length;
        await settingsDb.insertMany(
          tx,
          'todayPomodoroSession',
          sessions.map(({ id: _sid, taskId, ...t }) => ({ ...t, scheduleId, taskId: newTaskId(taskId) })),
        );
      }

      return {
        // the projects made: a file's Inbox that joined the account's is not a new one
        projects: projectsToAdd.length,
        tasks: file.tasks.length,
        comments: file.comments.length,
        pomodoroSessions: file.pomodoroSessions.length,
        links: file.links.length,
        notifications: file.notifications.length,
        chatMessages: file.chatMessages.length,
        dailySchedules: schedules,
        todaySessions,
        aiRecommendations: file.aiRecommendations.length,
        settings: !!file.settings,
        skippedScheduleDates: [...taken].sort(),
        jiraSkipped: !!file.jira,
      };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
