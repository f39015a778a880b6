import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { aiRecommendationPolicy } from '../ai/policy.js';
import { chatMessagePolicy } from '../chat/policy.js';
import { jiraCredentialPolicy } from '../jira/policy.js';
import { linkPolicy } from '../links/policy.js';
import { notificationPolicy } from '../notifications/policy.js';
import { pomodoroSessionPolicy, userSettingsPolicy } from '../pomodoro/policy.js';
import { projectPolicy } from '../projects/policy.js';
import { dailySchedulePolicy } from '../schedule/policy.js';
import { taskPolicy } from '../tasks/policy.js';
import { reminderPolicy } from '../reminders/policy.js';
import { labelPolicy } from '../labels/policy.js';
import { findUser } from '../users/repository.js';
import type { ROLES } from '../users/validation.js';
import type { ProjectRole } from '../../graphql/viewer.js';
import { assertSignedIn } from './service.js';
import { EXPORT_FORMAT, EXPORT_VERSION } from './exportFormat.js';
import type { ExportedFile } from './openapi.js';
import { readExportRows } from './repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Every row of the viewer as one JSON document, each model read through its policy; no password,
 * 2FA secret, sessions or Jira token.
 */
export async function exportData(deps: Deps, viewer: Viewer): Promise<ExportedFile> {
  assertSignedIn(viewer);
  // the projects the viewer owns travel with their tasks; a project shared with them stays its owner's
  const owned = { project: projectPolicy.ownedWhere(viewer) };
  const [user, rows] = await Promise.all([
    // the profile is the viewer's own account
    findUser(deps.db, viewer.id),
    readExportRows(deps.db, {
      settings: userSettingsPolicy.readableWhere(viewer),
      projects: projectPolicy.ownedWhere(viewer),
      labels: labelPolicy.readableWhere(viewer),
      tasks: { AND: [taskPolicy.readableWhere(viewer), owned] },
      // the comments on the tasks the file holds (whoever wrote them: every member may read them)
      comments: { task: { AND: [taskPolicy.readableWhere(viewer), owned] } },
      pomodoroSessions: { AND: [pomodoroSessionPolicy.readableWhere(viewer), { task: owned }] },
      // the reminders of the tasks the file holds
      reminders: { AND: [reminderPolicy.readableWhere(viewer), { task: { AND: [taskPolicy.readableWhere(viewer), owned] } }] },
      links: linkPolicy.readableWhere(viewer),
      notifications: notificationPolicy.readableWhere(viewer),
      chatMessages: chatMessagePolicy.readableWhere(viewer),
      dailySchedules: dailySchedulePolicy.readableWhere(viewer),
      // the viewer's recommendations, those about a task they may still read
      aiRecommendations: { AND: [aiRecommendationPolicy.readableWhere(viewer), { task: { AND: [taskPolicy.readableWhere(viewer), owned] } }] },
      jira: jiraCredentialPolicy.readableWhere(viewer),
    }),
  ]);
  if (!user) throw notFound('User');
  const {
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
    aiRecommendations: recommendations,
    jira,
  } = rows;

  const taskIds = new Set(tasks.map((t) => t.id));
  const labelIds = new Set(labels.map((l) => l.id));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile: {
      username: user.username,
      email: user.email,
      name: user.name,
      role: user.role as (typeof ROLES)[number],
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
    },
    settings: settings ? { workDuration: settings.workDuration, breakDuration: settings.breakDuration, notificationSound: settings.notificationSound } : null,
    projects: projects.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      priority: p.priority,
      originator: p.originator,
      // where it sits in the exporter's own list
      position: p.members.find((m) => m.userId === viewer.id)?.position ?? 0,
      inbox: p.inbox,
      createdAt: p.createdAt.toISOString(),
      // who else works in it, by e-mail (an import makes the importer its only member)
      members: p.members.map((m) => ({ email: m.user.email, role: m.role as ProjectRole })),
    })),
    labels: labels.map((l) => ({ id: l.id, name: l.name, color: l.color, createdAt: l.createdAt.toISOString() })),
    tasks: tasks.map((t) => ({
      id: t.id,
      projectId: t.projectId,
      name: t.name,
      description: t.description,
      priority: t.priority,
      duration: t.duration,
      completed: t.completed,
      completedAt: iso(t.completedAt),
      timeSpent: t.timeSpent,
      dueDate: iso(t.dueDate),
      dueTime: t.dueTime,
      plannedDate: iso(t.plannedDate),
      recurrence: t.recurrence,
      recurFrom: t.recurFrom as 'due' | 'completion',
      occurrencesDone: t.occurrencesDone,
      seriesId: t.seriesId,
      // a task's parent and labels as far as the file holds them
      parentId: t.parentId !== null && taskIds.has(t.parentId) ? t.parentId : null,
      labels: t.labels.map((l) => l.labelId).filter((id) => labelIds.has(id)),
      assigneeEmail: t.assigneeEmail,
      assigneeName: t.assigneeName,
      emailSent: t.emailSent,
      emailSentAt: iso(t.emailSentAt),
      position: t.position,
      jiraIssueKey: t.jiraIssueKey,
      jiraIssueUrl: t.jiraIssueUrl,
      createdAt: t.createdAt.toISOString(),
    })),
    comments: comments.map((c) => ({
      id: c.id,
      taskId: c.taskId,
      authorEmail: c.author.email,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
      editedAt: iso(c.editedAt),
    })),
    pomodoroSessions: pomodoroSessions.map((s) => ({
      id: s.id,
      taskId: s.taskId,
      startTime: s.startTime.toISOString(),
      endTime: iso(s.endTime),
      duration: s.duration,
      type: s.type as 'work' | 'break',
      completed: s.completed,
      createdAt: s.createdAt.toISOString(),
    })),
    reminders: reminders.map((r) => ({ id: r.id, taskId: r.taskId, offsetMinutes: r.offsetMinutes, at: iso(r.at) })),
    links: links.map((l) => ({ id: l.id, label: l.label, url: l.url, position: l.position, createdAt: l.createdAt.toISOString() })),
    notifications: notifications.map((n) => ({
      id: n.id,
      type: n.type,
      action: n.action,
      title: n.title,
      message: n.message,
      timestamp: n.timestamp.toISOString(),
      read: n.read,
      data: (n.data ?? null) as never,
    })),
    chatMessages: chatMessages.map((m) => ({
      id: m.id,
      role: m.role as 'user' | 'assistant',
      content: m.content,
      actions: (m.actions ?? null) as never,
      timestamp: m.timestamp.toISOString(),
    })),
    dailySchedules: dailySchedules.map((s) => ({
      id: s.id,
      date: s.date,
      scheduleData: s.scheduleData as never,
      generatedTimestamp: s.generatedTimestamp.toISOString(),
      todaySessions: s.todaySessions.map((t) => ({
        id: t.id,
        taskId: t.taskId,
        sessionId: t.sessionId,
        startTime: t.startTime,
        endTime: t.endTime,
        taskName: t.taskName,
        completed: t.completed,
        actualStartTime: iso(t.actualStartTime),
        actualCompletionTime: iso(t.actualCompletionTime),
        createdAt: t.createdAt.toISOString(),
      })),
    })),
    aiRecommendations: recommendations.map((r) => ({
      id: r.id,
      taskId: r.taskId,
      rank: r.rank,
      reason: r.reason,
      timestamp: r.timestamp.toISOString(),
    })),
    jira: jira
      ? {
          jiraUrl: jira.jiraUrl,
          email: jira.email,
          projectKey: jira.projectKey,
          transitionOnComplete: jira.transitionOnComplete,
          postWorklogs: jira.postWorklogs,
        }
      : null,
  };
}

/** streamline-export-2025-01-31.json */
export function exportFileName(now = new Date()) {
  return `streamline-export-${now.toISOString().slice(0, 10)}.json`;
}
