import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, parseInput } from '../../lib/errors.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { projectPolicy } from '../projects/policy.js';
import { dailySchedulePolicy } from '../schedule/policy.js';
import { assertSignedIn } from './service.js';
import { ExportFile } from './exportFormat.js';
import { remapScheduleData } from './remapSchedule.js';
import * as settingsDb from './repository.js';
import type { ImportSummary } from '../../../../shared/settings/importSummary.js';
import { rescheduleTaskReminders } from '../reminders/service.js';

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
      if (file.projects.length) assertRoomForProjects(await settingsDb.countProjects(tx, projectPolicy.readableWhere(viewer)), file.projects.length);
      const projectIds = new Map<number, number>();
      for (const { id, members: _members, ...p } of file.projects) projectIds.set(id, await settingsDb.insertProject(tx, owner, p));
      const taskIds = new Map<number, number>();
      for (const { id, projectId, seriesId: _seriesId, ...t } of file.tasks) {
        taskIds.set(id, await settingsDb.insertTask(tx, owner, { ...t, projectId: projectIds.get(projectId)! }));
      }
      const newTaskId = (old: number | null) => (old === null ? null : (taskIds.get(old) ?? null));
      for (const { id, seriesId } of file.tasks) {
        if (seriesId !== null && taskIds.has(seriesId)) await settingsDb.linkOccurrenceToSeries(tx, taskIds.get(id)!, taskIds.get(seriesId)!);
      }

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
        projects: file.projects.length,
        tasks: file.tasks.length,
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
