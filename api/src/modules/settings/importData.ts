import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, parseInput } from '../../lib/errors.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { assertSignedIn } from './service.js';
import { ExportFile } from './exportFormat.js';
import { remapScheduleData } from './remapSchedule.js';
import type { ImportSummary } from '../../../../shared/settings/importSummary.js';

type Tx = Parameters<Parameters<Deps['db']['$transaction']>[0]>[0];

/**
 * Adds the rows of an export file to the viewer's account, all or nothing. The profile
 * (username, e-mail, name) of the account is left as it is.
 */
export async function importData(deps: Deps, viewer: Viewer, input: unknown): Promise<ImportSummary> {
  assertSignedIn(viewer);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new AppError(400, 'This is not a Streamline export file');
  const file = parseInput(ExportFile, input);
  const userId = viewer.id;

  return deps.db.$transaction(
    async (tx) => {
      if (file.settings) {
        await tx.userSettings.upsert({ where: { userId }, create: { userId, ...file.settings }, update: file.settings });
      }
      if (file.projects.length) assertRoomForProjects(await tx.project.count({ where: { userId } }), file.projects.length);
      const projectIds = new Map<number, number>();
      for (const { id, ...p } of file.projects) {
        projectIds.set(id, (await tx.project.create({ data: { ...p, userId }, select: { id: true } })).id);
      }
      const taskIds = new Map<number, number>();
      for (const { id, projectId, ...t } of file.tasks) {
        const created = await tx.task.create({ data: { ...t, userId, projectId: projectIds.get(projectId)! }, select: { id: true } });
        taskIds.set(id, created.id);
      }
      const newTaskId = (old: number | null) => (old === null ? null : (taskIds.get(old) ?? null));

      await createMany(
        tx,
        'pomodoroSession',
        file.pomodoroSessions.map(({ id: _id, taskId, ...s }) => ({ ...s, taskId: taskIds.get(taskId)! })),
      );
      await createMany(
        tx,
        'link',
        file.links.map(({ id: _id, ...l }) => ({ ...l, userId })),
      );
      await createMany(
        tx,
        'notification',
        file.notifications.map(({ id: _id, data, ...n }) => ({ ...n, userId, ...(data === null ? {} : { data }) })),
      );
      await createMany(
        tx,
        'chatMessage',
        file.chatMessages.map(({ id: _id, actions, ...m }) => ({ ...m, userId, ...(actions === null ? {} : { actions }) })),
      );
      await createMany(
        tx,
        'aiRecommendation',
        file.aiRecommendations.map(({ id: _id, taskId, ...r }) => ({ ...r, userId, taskId: taskIds.get(taskId)! })),
      );

      const taken = new Set(
        (await tx.dailySchedule.findMany({ where: { userId, date: { in: file.dailySchedules.map((s) => s.date) } }, select: { date: true } })).map(
          (s) => s.date,
        ),
      );
      let schedules = 0;
      let todaySessions = 0;
      for (const { id: _id, todaySessions: sessions, scheduleData, ...s } of file.dailySchedules) {
        if (taken.has(s.date)) continue;
        const schedule = await tx.dailySchedule.create({
          data: { ...s, userId, scheduleData: remapScheduleData(scheduleData, newTaskId) as never },
          select: { id: true },
        });
        schedules += 1;
        todaySessions += sessions.length;
        await createMany(
          tx,
          'todayPomodoroSession',
          sessions.map(({ id: _sid, taskId, ...t }) => ({ ...t, scheduleId: schedule.id, taskId: newTaskId(taskId) })),
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

type LeafModel = 'pomodoroSession' | 'link' | 'notification' | 'chatMessage' | 'aiRecommendation' | 'todayPomodoroSession';

/** Rows nothing else refers to go in batches. */
async function createMany(tx: Tx, model: LeafModel, rows: object[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await (tx[model] as unknown as { createMany(a: { data: object[] }): Promise<unknown> }).createMany({ data: rows.slice(i, i + 500) });
  }
}
