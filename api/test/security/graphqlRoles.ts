import { encodeGlobalID } from '@pothos/plugin-relay';
import { CASE, gql, live, type Heard } from './roleExpectations.js';
import { ownLabels } from './restRoles.js';
import { notify } from '../../src/modules/notifications/service.js';
import type { Expect, Member, RoleWorld, Who } from './roleWorld.js';

type Op = { query: string; variables?: Record<string, unknown> };

/**
 * Every root field of the schema and how the role matrix tries it. A field the schema gains fails the
 * matrix until it is listed here.
 * - `personal`: concerns only the viewer's own rows (or lists what the viewer may read): anonymous is
 *   refused, another signed-in user sees and changes nothing of them.
 * - `admin`: the instance's administrators only. `public`: answers anyone, with nothing private.
 * - `roles`: a row of the shared project, tried as each role; `seen` reads a list's answer.
 * - `live`: a subscription, tried as each role against an event of the shared project.
 * - `mine` (subscriptions only): a person's own events, tried as each role against one member's event
 *   on the shared task: only that member hears it.
 */
// `any` for an answer: its shape is the one its own query asked for
export type FieldEntry =
  | { kind: 'personal' | 'admin' | 'public' }
  | { kind: 'roles'; expect: Expect<string>; op: (w: RoleWorld, who: Who) => Promise<Op> | Op; seen?: (data: any, w: RoleWorld) => boolean }
  | {
      kind: 'live';
      expect: Expect<Heard>;
      op: (w: RoleWorld) => Op;
      /** makes the event; `n` tells one trigger from the next */
      trigger: (w: RoleWorld, n: string) => Promise<unknown>;
      match: (data: any, n: string) => boolean;
    };

/** A subscription: who of a shared project hears what. */
export type SubscriptionEntry =
  | { kind: 'admin' }
  | Extract<FieldEntry, { kind: 'live' }>
  | {
      kind: 'mine';
      op: () => Op;
      /** makes an event of `who`'s own; `n` tells one trigger from the next */
      trigger: (w: RoleWorld, who: Member, n: string) => Promise<unknown>;
      /** is `data` the event of `who`'s own that `n` made */
      match: (data: any, w: RoleWorld, who: Member, n: string) => boolean;
    };

const personal = { kind: 'personal' } as const;
const task = (w: RoleWorld) => w.taskId;
const id = (type: string, rowId: number) => encodeGlobalID(type, rowId);

export const QUERY_ROLES: Record<string, FieldEntry> = {
  aiProvider: { kind: 'public' },
  viewer: { kind: 'public' },
  users: { kind: 'admin' },
  apiTokens: personal,
  calendarFeedUrl: personal,
  chatHistory: personal,
  dataExport: personal,
  focusHistory: personal,
  inbox: personal,
  insights: personal,
  invitations: personal,
  jiraLink: personal,
  labels: personal,
  links: personal,
  notificationPreferences: personal,
  notifications: personal,
  parseTaskText: personal,
  pomodoroSessions: personal,
  pomodoroSettings: personal,
  preferences: personal,
  recommendations: personal,
  reminderSettings: personal,
  savedFilters: personal,
  schedule: personal,
  timer: personal,
  todayTasks: personal,
  project: {
    kind: 'roles',
    expect: gql.read,
    op: (w) => ({ query: `query($id: ID!) { project(id: $id) { rowId viewerRole } }`, variables: { id: w.projectId } }),
  },
  task: { kind: 'roles', expect: gql.read, op: (w) => ({ query: `query($id: ID!) { task(id: $id) { rowId name } }`, variables: { id: task(w) } }) },
  node: { kind: 'roles', expect: gql.node, op: (w) => ({ query: `query($id: ID!) { node(id: $id) { id } }`, variables: { id: task(w) } }) },
  nodes: {
    kind: 'roles',
    expect: gql.node,
    op: (w) => ({ query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: [task(w), w.projectId] } }),
    seen: (data: Array<unknown>) => data.every((n) => n !== null),
  },
  tasks: {
    kind: 'roles',
    expect: gql.read,
    op: () => ({ query: `{ tasks(first: 100) { edges { node { rowId } } } }` }),
    seen: (data, w) => data.edges.some((e: { node: { rowId: number } }) => e.node.rowId === w.task.id),
  },
  projects: {
    kind: 'roles',
    expect: gql.read,
    op: () => ({ query: `{ projects(first: 100) { edges { node { rowId } } } }` }),
    seen: (data, w) => data.edges.some((e: { node: { rowId: number } }) => e.node.rowId === w.project.id),
  },
  search: {
    kind: 'roles',
    expect: gql.read,
    op: () => ({ query: `{ search(q: "Shared task") { tasks { rowId } } }` }),
    seen: (data, w) => data.tasks.some((hit: { rowId: number }) => hit.rowId === w.task.id),
  },
};

export const MUTATION_ROLES: Record<string, FieldEntry> = {
  decideUserApproval: { kind: 'admin' },
  updateUser: { kind: 'admin' },
  // the viewer's own rows: account, tokens, chat, labels, links, filters, notifications, focus, schedule, settings, Jira
  ...Object.fromEntries(
    [
      'addScheduleSession',
      'changePassword',
      'clearChat',
      'clearNotifications',
      'completePomodoroSession',
      'completeScheduleSession',
      'completeTimerTask',
      'createApiToken',
      'createLabel',
      'createLink',
      'createProject',
      'createSavedFilter',
      'deleteJiraLink',
      'deleteLabel',
      'deleteLink',
      'deleteSavedFilter',
      'updateSavedFilter',
      'finishPhase',
      'generateSchedule',
      'importData',
      'importJiraIssues',
      'markAllNotificationsRead',
      'markNotificationRead',
      'moveScheduleSession',
      'pauseTimer',
      'postJiraWorklog',
      'refreshRecommendations',
      'regenerateCalendarFeed',
      'removeScheduleSession',
      'reorderLinks',
      'reorderProjects',
      'resetTimer',
      'resumeTimer',
      'revokeApiToken',
      'revokeCalendarFeed',
      'saveJiraLink',
      'sendChatMessage',
      'startScheduleSession',
      'testJiraConnection',
      'transitionJiraIssue',
      'undoChatAction',
      'unlinkSignInIdentity',
      'updateLabel',
      'updateLink',
      'updateNotificationPreferences',
      'updatePomodoroSettings',
      'updateProfile',
      'updateReminderSettings',
      'updateUserSettings',
    ].map((field) => [field, personal]),
  ),
  updateProject: {
    kind: 'roles',
    expect: gql.manage,
    op: (w, who) => ({
      query: `mutation($i: UpdateProjectInput!) { updateProject(input: $i) { project { rowId } } }`,
      variables: { i: { id: w.projectId, description: `by ${who}` } },
    }),
  },
  deleteProject: {
    kind: 'roles',
    expect: gql.own,
    op: async (w, who) => ({
      query: `mutation($i: DeleteProjectInput!) { deleteProject(input: $i) { deletedProjectId } }`,
      variables: { i: { id: who === 'owner' ? id('Project', (await w.fresh.ownProject()).id) : w.projectId, deleteTasks: true } },
    }),
  },
  inviteMember: {
    kind: 'roles',
    expect: gql.manage,
    op: (w, who) => ({
      query: `mutation($i: InviteMemberInput!) { inviteMember(input: $i) { __typename } }`,
      variables: { i: { projectId: w.projectId, email: `gql-guest-${who}-${Date.now()}@example.com`, role: 'viewer' } },
    }),
  },
  changeMemberRole: {
    kind: 'roles',
    expect: gql.manage,
    op: async (w) => ({
      query: `mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { __typename } }`,
      variables: { i: { projectId: w.projectId, userId: await w.fresh.spareMember(), role: 'editor' } },
    }),
  },
  removeMember: {
    kind: 'roles',
    expect: gql.manage,
    op: async (w) => ({
      query: `mutation($i: RemoveMemberInput!) { removeMember(input: $i) { __typename } }`,
      variables: { i: { projectId: w.projectId, userId: await w.fresh.spareMember() } },
    }),
  },
  revokeInvitation: {
    kind: 'roles',
    expect: gql.manage,
    op: async (w) => ({
      query: `mutation($i: RevokeInvitationInput!) { revokeInvitation(input: $i) { __typename } }`,
      variables: { i: { id: id('Invitation', (await w.fresh.invitation()).id) } },
    }),
  },
  acceptInvitation: {
    kind: 'roles',
    expect: gql.invitee,
    op: async (w) => ({
      query: `mutation($i: AcceptInvitationInput!) { acceptInvitation(input: $i) { __typename } }`,
      variables: { i: { id: id('Invitation', (await w.fresh.invitation(w.outsider.email)).id) } },
    }),
  },
  declineInvitation: {
    kind: 'roles',
    expect: gql.invitee,
    op: async (w) => ({
      query: `mutation($i: DeclineInvitationInput!) { declineInvitation(input: $i) { __typename } }`,
      variables: { i: { id: id('Invitation', (await w.fresh.invitation(w.outsider.email)).id) } },
    }),
  },
  // a non-member names a project that, to them, does not exist: the bad input that names the field
  createTask: {
    kind: 'roles',
    expect: { ...gql.edit, stranger: 'BAD_USER_INPUT' },
    op: (w, who) => ({
      query: `mutation($i: CreateTaskInput!) { createTask(input: $i) { task { rowId } } }`,
      variables: { i: { projectId: w.projectId, name: `New by ${who}`, priority: 5, duration: 5 } },
    }),
  },
  // the same rule: a line that names no #project goes to the projectId given
  quickAddTask: {
    kind: 'roles',
    expect: { ...gql.edit, stranger: 'BAD_USER_INPUT' },
    op: (w, who) => ({
      query: `mutation($i: QuickAddTaskInput!) { quickAddTask(input: $i) { task { rowId } } }`,
      variables: { i: { projectId: w.projectId, text: `Quick by ${who} tomorrow p2` } },
    }),
  },
  updateTask: {
    kind: 'roles',
    expect: gql.edit,
    op: (w, who) => ({
      query: `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { rowId } } }`,
      variables: { i: { id: task(w), description: `by ${who}` } },
    }),
  },
  // a member's own labels on the task: any member, a viewer too; another's label is bad input for all
  [`updateTask${CASE}own labels`]: {
    kind: 'roles',
    expect: gql.read,
    op: (w, who) => ({
      query: `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { rowId labels { rowId } } } }`,
      variables: { i: { id: task(w), labels: ownLabels(w, who).map((l) => id('Label', l)) } },
    }),
  },
  [`updateTask${CASE}another's label`]: {
    kind: 'roles',
    expect: gql.invalid,
    op: (w) => ({
      query: `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { rowId } } }`,
      variables: { i: { id: task(w), labels: [id('Label', w.outsider.rows.labelId)] } },
    }),
  },
  completeTask: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({
      query: `mutation($i: CompleteTaskInput!) { completeTask(input: $i) { task { rowId } } }`,
      variables: { i: { id: task(w), completed: false } },
    }),
  },
  deleteTask: {
    kind: 'roles',
    expect: gql.edit,
    op: async (w) => ({
      query: `mutation($i: DeleteTaskInput!) { deleteTask(input: $i) { deletedTaskId } }`,
      variables: { i: { id: id('Task', (await w.fresh.task()).id) } },
    }),
  },
  skipTaskOccurrence: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({
      query: `mutation($i: SkipTaskOccurrenceInput!) { skipTaskOccurrence(input: $i) { __typename } }`,
      variables: { i: { id: id('Task', w.recurring.id) } },
    }),
  },
  addTaskTimeSpent: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({
      query: `mutation($i: AddTaskTimeSpentInput!) { addTaskTimeSpent(input: $i) { __typename } }`,
      variables: { i: { id: task(w), timeSpent: 1 } },
    }),
  },
  assignTask: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({
      query: `mutation($i: AssignTaskInput!) { assignTask(input: $i) { __typename } }`,
      variables: { i: { taskId: task(w), assigneeEmail: w.editor.email, assigneeName: 'Eddie', previewOnly: true } },
    }),
  },
  reorderTasks: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({ query: `mutation($i: ReorderTasksInput!) { reorderTasks(input: $i) { __typename } }`, variables: { i: { taskIds: [task(w)] } } }),
  },
  rescheduleTasks: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({
      query: `mutation($i: RescheduleTasksInput!) { rescheduleTasks(input: $i) { __typename } }`,
      variables: { i: { taskIds: [task(w)], dueDate: w.today } },
    }),
  },
  // focus is recorded by whoever reads the task; the timer adds its minutes to the task, so it needs an editor
  createPomodoroSession: {
    kind: 'roles',
    expect: gql.read,
    op: (w) => ({
      query: `mutation($i: CreatePomodoroSessionInput!) { createPomodoroSession(input: $i) { __typename } }`,
      variables: { i: { taskId: task(w), duration: 25, startTime: new Date().toISOString(), type: 'work' } },
    }),
  },
  startTimer: {
    kind: 'roles',
    expect: gql.edit,
    op: (w) => ({ query: `mutation($ids: [ID!]!) { startTimer(taskIds: $ids) { __typename } }`, variables: { ids: [task(w)] } }),
  },
  addComment: {
    kind: 'roles',
    expect: gql.read,
    op: (w, who) => ({
      query: `mutation($i: AddCommentInput!) { addComment(input: $i) { __typename } }`,
      variables: { i: { taskId: task(w), body: `Said by ${who}` } },
    }),
  },
  updateComment: {
    kind: 'roles',
    expect: gql.author,
    op: async (w, who) => ({
      query: `mutation($i: UpdateCommentInput!) { updateComment(input: $i) { __typename } }`,
      variables: { i: { id: id('Comment', (await w.fresh.comment()).id), body: `Changed by ${who}` } },
    }),
  },
  deleteComment: {
    kind: 'roles',
    expect: gql.author,
    op: async (w) => ({
      query: `mutation($i: DeleteCommentInput!) { deleteComment(input: $i) { __typename } }`,
      variables: { i: { id: id('Comment', (await w.fresh.comment()).id) } },
    }),
  },
};

export const SUBSCRIPTION_ROLES: Record<string, SubscriptionEntry> = {
  chatReply: {
    kind: 'mine',
    op: () => ({ query: `subscription { chatReply { delta done } }` }),
    trigger: (w, who, n) => w.agents[who].post('/api/chat', { message: `help ${n}` }),
    // nobody else chats meanwhile: any reply is the member's
    match: (d) => d.chatReply != null,
  },
  notificationAdded: {
    kind: 'mine',
    op: () => ({ query: `subscription { notificationAdded { title } }` }),
    trigger: (w, who, n) =>
      notify(w.server.app.deps, w.mine[who].rows.userId, {
        type: 'task',
        action: 'updated',
        title: `For ${who} ${n}`,
        message: n,
        data: { taskId: w.task.id },
      }),
    match: (d, _w, who, n) => d.notificationAdded?.title === `For ${who} ${n}`,
  },
  timerChanged: {
    kind: 'mine',
    op: () => ({ query: `subscription { timerChanged { id activeTaskRowId } }` }),
    trigger: (w, who) => w.agents[who].post('/api/timer/start', { taskIds: [w.task.id] }),
    match: (d, w, who) => d.timerChanged?.id === id('Timer', w.mine[who].rows.userId),
  },
  userChanged: { kind: 'admin' },
  taskChanged: {
    kind: 'live',
    expect: live.members,
    op: () => ({ query: `subscription { taskChanged { rowId task { name } } }` }),
    trigger: (w, n) => w.owner.agent.patch(`/api/tasks/${w.task.id}`, { name: `Shared task renamed ${n}` }),
    match: (d, n) => d.taskChanged?.task?.name === `Shared task renamed ${n}`,
  },
  commentChanged: {
    kind: 'live',
    expect: live.readers,
    op: (w) => ({ query: `subscription($taskId: ID!) { commentChanged(taskId: $taskId) { comment { body } } }`, variables: { taskId: task(w) } }),
    trigger: (w, n) => w.owner.agent.post(`/api/tasks/${w.task.id}/comments`, { body: `Note ${n}` }),
    match: (d, n) => d.commentChanged?.comment?.body === `Note ${n}`,
  },
};
