import type { Db, Tx } from '../../db/client.js';
import type { Prisma, User } from '../../generated/prisma-sqlite/client.js';
import type { ExportFile } from './exportFormat.js';

type SettingsValues = Partial<Pick<Prisma.UserSettingsUncheckedCreateInput, 'workDuration' | 'breakDuration' | 'notificationSound'>>;

/** A user's settings row, created with its defaults the first time it is needed. */
export function settingsOf(db: Db, userId: number) {
  return db.userSettings.upsert({ where: { userId }, create: { userId }, update: {} });
}

/** Writes these settings of a user (the others keep their value, or their default). */
export async function saveSettings(db: Db | Tx, userId: number, values: SettingsValues) {
  await db.userSettings.upsert({ where: { userId }, create: { userId, ...values }, update: values });
}

/** True when another account than `userId` has this e-mail address. */
export async function emailTakenByAnother(db: Db, email: string, userId: number): Promise<boolean> {
  return !!(await db.user.findFirst({ where: { email, id: { not: userId } }, select: { id: true } }));
}

export function updateProfile(db: Db, userId: number, data: { name?: string | null; email?: string; timeZone?: string }): Promise<User> {
  return db.user.update({ where: { id: userId }, data });
}

export async function setPasswordHash(db: Db, userId: number, password: string) {
  await db.user.update({ where: { id: userId }, data: { password } });
}

// The export: each model read through its domain's policy filter

export type ExportFilters = {
  settings: Prisma.UserSettingsWhereInput;
  projects: Prisma.ProjectWhereInput;
  labels: Prisma.LabelWhereInput;
  tasks: Prisma.TaskWhereInput;
  comments: Prisma.CommentWhereInput;
  pomodoroSessions: Prisma.PomodoroSessionWhereInput;
  reminders: Prisma.ReminderWhereInput;
  links: Prisma.LinkWhereInput;
  notifications: Prisma.NotificationWhereInput;
  chatMessages: Prisma.ChatMessageWhereInput;
  dailySchedules: Prisma.DailyScheduleWhereInput;
  aiRecommendations: Prisma.AiRecommendationWhereInput;
  jira: Prisma.JiraCredentialWhereInput;
};

const byId = { orderBy: { id: 'asc' as const } };

/** Every row the filters let through, model by model, in id order. */
export async function readExportRows(db: Db, where: ExportFilters) {
  const [
    settings,
    projects,
    labels,
    tasks,
    comments,
    pomodoroSessions,
    reminders,
    links,
    notifications,
    chatMessages,
    dailySchedules,
    aiRecommendations,
    jira,
  ] = await Promise.all([
    db.userSettings.findFirst({ where: where.settings }),
    db.project.findMany({
      where: where.projects,
      ...byId,
      include: {
        members: {
          select: { role: true, userId: true, position: true, user: { select: { email: true } } },
          orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
        },
      },
    }),
    db.label.findMany({ where: where.labels, ...byId }),
    db.task.findMany({ where: where.tasks, ...byId, include: { labels: { select: { labelId: true }, orderBy: { labelId: 'asc' } } } }),
    db.comment.findMany({
      where: where.comments,
      ...byId,
      select: { id: true, taskId: true, body: true, createdAt: true, editedAt: true, author: { select: { email: true } } },
    }),
    db.pomodoroSession.findMany({ where: where.pomodoroSessions, ...byId }),
    db.reminder.findMany({ where: where.reminders, ...byId, select: { id: true, taskId: true, offsetMinutes: true, at: true } }),
    db.link.findMany({ where: where.links, ...byId }),
    db.notification.findMany({ where: where.notifications, ...byId }),
    db.chatMessage.findMany({ where: where.chatMessages, ...byId }),
    db.dailySchedule.findMany({ where: where.dailySchedules, ...byId, include: { todaySessions: byId } }),
    db.aiRecommendation.findMany({ where: where.aiRecommendations, ...byId }),
    db.jiraCredential.findFirst({ where: where.jira }),
  ]);
  return {
    settings,
    projects,
    labels,
    tasks,
    comments,
    pomodoroSessions,
    reminders,
    links,
    notifications,
    chatMessages,
    dailySchedules,
    aiRecommendations,
    jira,
  };
}

// The import: new rows of one owner, inside the import's transaction

type Imported<K extends keyof ExportFile> = ExportFile[K] extends Array<infer Row> ? Row : never;

export function countProjects(tx: Tx, readable: Prisma.ProjectWhereInput): Promise<number> {
  return tx.project.count({ where: readable });
}

/** Creates a project of `ownerId`, at `position` of their list; returns its id. */
export async function insertProject(tx: Tx, ownerId: number, { position, ...project }: Omit<Imported<'projects'>, 'id' | 'members'>): Promise<number> {
  return (
    await tx.project.create({ data: { ...project, userId: ownerId, members: { create: { userId: ownerId, role: 'owner', position } } }, select: { id: true } })
  ).id;
}

/** Creates a task of `ownerId` in one of their projects; returns its id. */
export async function insertTask(tx: Tx, ownerId: number, task: Omit<Imported<'tasks'>, 'id' | 'seriesId' | 'parentId' | 'labels'>): Promise<number> {
  return (await tx.task.create({ data: { ...task, userId: ownerId }, select: { id: true } })).id;
}

/** The importing account's Inbox, if it has one. */
export async function inboxProjectId(tx: Tx, ownerId: number): Promise<number | null> {
  return (await tx.project.findFirst({ where: { userId: ownerId, inbox: true }, orderBy: { id: 'asc' }, select: { id: true } }))?.id ?? null;
}

/**
 * The account's label of this name (any case), else a new one: an imported label joins the
 * account's label of the same name.
 */
export async function labelNamed(tx: Tx, ownerId: number, label: { name: string; nameKey: string; color: string; createdAt: Date }): Promise<number> {
  const found = await tx.label.findUnique({ where: { userId_nameKey: { userId: ownerId, nameKey: label.nameKey } }, select: { id: true } });
  return found?.id ?? (await tx.label.create({ data: { ...label, userId: ownerId }, select: { id: true } })).id;
}

export async function setTaskParent(tx: Tx, taskId: number, parentId: number) {
  await tx.task.update({ where: { id: taskId }, data: { parentId } });
}

export async function insertTaskLabels(tx: Tx, rows: Array<{ taskId: number; labelId: number }>) {
  for (let i = 0; i < rows.length; i += 500) await tx.taskLabel.createMany({ data: rows.slice(i, i + 500) });
}

/** The dates among `dates` that already have a schedule the filter lets through. */
export async function scheduleDatesTaken(tx: Tx, readable: Prisma.DailyScheduleWhereInput, dates: string[]): Promise<string[]> {
  const rows = await tx.dailySchedule.findMany({ where: { AND: [readable, { date: { in: dates } }] }, select: { date: true } });
  return rows.map((row) => row.date);
}

/** Creates a daily schedule of `ownerId`; returns its id. */
export async function insertSchedule(tx: Tx, ownerId: number, schedule: { date: string; generatedTimestamp: Date; scheduleData: unknown }): Promise<number> {
  const { scheduleData, ...rest } = schedule;
  return (await tx.dailySchedule.create({ data: { ...rest, userId: ownerId, scheduleData: scheduleData as never }, select: { id: true } })).id;
}

/** Ties an imported completed occurrence to its imported series task. */
export async function linkOccurrenceToSeries(tx: Tx, taskId: number, seriesId: number) {
  await tx.task.update({ where: { id: taskId }, data: { seriesId } });
}

/** Rows nothing else refers to, written in batches: those of a task or a schedule, */
type LeafRows = {
  comment: Prisma.CommentCreateManyInput;
  pomodoroSession: Prisma.PomodoroSessionCreateManyInput;
  todayPomodoroSession: Prisma.TodayPomodoroSessionCreateManyInput;
};
/** and those of a user. */
type OwnedLeafRows = {
  link: Prisma.LinkCreateManyInput;
  notification: Prisma.NotificationCreateManyInput;
  chatMessage: Prisma.ChatMessageCreateManyInput;
  aiRecommendation: Prisma.AiRecommendationCreateManyInput;
  reminder: Prisma.ReminderCreateManyInput;
};

export async function insertMany<M extends keyof LeafRows>(tx: Tx, model: M, rows: Array<LeafRows[M]>) {
  for (let i = 0; i < rows.length; i += 500) {
    await (tx[model] as unknown as { createMany(a: { data: object[] }): Promise<unknown> }).createMany({ data: rows.slice(i, i + 500) });
  }
}

/** Creates rows of `ownerId`. */
export async function insertOwnedMany<M extends keyof OwnedLeafRows>(tx: Tx, ownerId: number, model: M, rows: Array<Omit<OwnedLeafRows[M], 'userId'>>) {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row) => ({ ...row, userId: ownerId }));
    await (tx[model] as unknown as { createMany(a: { data: object[] }): Promise<unknown> }).createMany({ data: batch });
  }
}
