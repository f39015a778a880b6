import { rest, type Status } from './roleExpectations.js';
import { CASE } from './roleExpectations.js';
import { MEMBERS, type Expect, type Member, type RoleWorld, type Who } from './roleWorld.js';

type Request = [method: string, path: string, body?: unknown];

/**
 * Every REST route (routes.ts) and how the role matrix tries it; a route the app gains fails the matrix
 * until it is listed here. The kinds are those of the GraphQL fields (graphqlRoles.ts); `outcome`
 * reads an answer that carries another request's status (the sync batch).
 */
// `any` for a body: its shape is the route's own
export type RouteEntry =
  | { kind: 'personal' | 'admin' | 'public' }
  | {
      kind: 'roles';
      expect: Expect<Status>;
      request: (w: RoleWorld, who: Who) => Promise<Request> | Request;
      outcome?: (res: { status: number; body: any }) => number;
    };

const personal = { kind: 'personal' } as const;
const roles = (expect: Expect<Status>, request: (w: RoleWorld, who: Who) => Promise<Request> | Request): RouteEntry => ({ kind: 'roles', expect, request });

/** The label of `who`'s own that the world put on the shared task (none for anonymous and the stranger). */
export const ownLabels = (w: RoleWorld, who: Who) => (MEMBERS.includes(who as Member) ? [w.mine[who as Member].rows.labelId] : []);

type Action = { method: string; url: string; body?: unknown };
let keys = 0;
/** The sync batch replaying one queued action as `who`; the matrix reads that action's own status. */
const batch = (expect: Expect<Status>, action: (w: RoleWorld, who: Who) => Promise<Action> | Action): RouteEntry => ({
  kind: 'roles',
  expect,
  request: async (w, who) => {
    const { method, url, body } = await action(w, who);
    const queued = { method, url, idempotencyKey: `k-${who}-${Date.now()}-${(keys += 1)}`, body: body === undefined ? null : JSON.stringify(body) };
    return ['POST', '/api/sync/batch', { actions: [queued] }];
  },
  outcome: (res) => (res.status === 200 ? res.body.results[0].status : res.status),
});
/** A replayed offline edit of these fields (merged field by field, offlineMerge.ts), changed on the device just now. */
const offline = (fields: Record<string, unknown>) => ({
  ...fields,
  offlineEdit: { baseUpdatedAt: null, changedAt: Object.fromEntries(Object.keys(fields).map((f) => [f, new Date().toISOString()])) },
});
const BATCH = 'POST /api/sync/batch';
/** A webhook of the shared project, made by its owner (a delete uses one up). */
const projectHook = async (w: RoleWorld) => {
  const res = await w.agents.owner.post(`/api/projects/${w.project.id}/webhooks`, { url: 'https://8.8.8.8/hook', events: ['task.created'] });
  if (res.status !== 201) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res.body.id as number;
};

export const REST_ROLES: Record<string, RouteEntry> = {
  // open to strangers by design
  ...Object.fromEntries(
    [
      'GET /api/auth/check',
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/auth/verify-2fa',
      'POST /api/auth/logout',
      // OpenID Connect sign-in: whether it is on, and the redirects of a sign-in (404 while it is off)
      'GET /api/auth/oidc',
      'GET /api/auth/oidc/start',
      'GET /api/auth/oidc/callback',
      'GET /api/ai/provider',
      // the URL's secret is the key (a calendar app sends no cookie): an unknown one is 404
      'GET /api/calendar/feed/:file',
      // the server's VAPID public key
      'GET /api/push/public-key',
      // the OpenAPI document and the reference page that browses it
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/docs/swagger-initializer.js',
    ].map((route) => [route, { kind: 'public' }]),
  ),
  ...Object.fromEntries(
    [
      'GET /api/users',
      'GET /api/users/pending',
      'POST /api/users/:id/approval',
      'PATCH /api/users/:id',
      'GET /api/admin/tokens',
      'DELETE /api/admin/tokens/:id',
    ].map((route) => [route, { kind: 'admin' }]),
  ),
  // the viewer's own rows, or lists of what the viewer may read
  ...Object.fromEntries(
    [
      'GET /api/auth/setup-2fa',
      'POST /api/auth/enable-2fa',
      'POST /api/auth/disable-2fa',
      'GET /api/users/me/feed-url',
      'POST /api/users/me/feed-url',
      'DELETE /api/users/me/feed-url',
      'GET /api/projects',
      'POST /api/projects',
      'PUT /api/projects/reorder',
      'GET /api/invitations',
      'GET /api/tasks',
      'POST /api/tasks/parse',
      'POST /api/tasks/quick',
      'GET /api/notifications',
      'GET /api/notifications/unread-count',
      'GET /api/notifications/preferences',
      'PUT /api/notifications/preferences',
      'POST /api/notifications/read-all',
      'PATCH /api/notifications/:id/read',
      'DELETE /api/notifications',
      'GET /api/links',
      'POST /api/links',
      'PUT /api/links/reorder',
      'PUT /api/links/:id',
      'PATCH /api/links/:id',
      'DELETE /api/links/:id',
      'GET /api/labels',
      'POST /api/labels',
      'PUT /api/labels/:id',
      'PATCH /api/labels/:id',
      'DELETE /api/labels/:id',
      'GET /api/filters',
      'POST /api/filters',
      'DELETE /api/filters/:id',
      'PATCH /api/filters/:id',
      'GET /api/settings/pomodoro',
      'PUT /api/settings/pomodoro',
      'GET /api/settings',
      'PUT /api/settings/profile',
      'PUT /api/settings/password',
      'PUT /api/settings/preferences',
      'GET /api/settings/export',
      'POST /api/settings/import',
      'GET /api/jira',
      'PUT /api/jira',
      'DELETE /api/jira',
      'POST /api/jira/test',
      'POST /api/jira/import',
      'POST /api/jira/tasks/:taskId/transition',
      'POST /api/jira/tasks/:taskId/worklog',
      'GET /api/pomodoro',
      'GET /api/pomodoro/focus-history',
      'PATCH /api/pomodoro/:id/complete',
      'GET /api/timer',
      'POST /api/timer/pause',
      'POST /api/timer/resume',
      'POST /api/timer/reset',
      'POST /api/timer/complete',
      'POST /api/timer/finish',
      'GET /api/ai/recommendations',
      'POST /api/ai/recommendations/refresh',
      'GET /api/ai/insights',
      'POST /api/schedule/generate',
      'GET /api/schedule/:date.ics',
      'GET /api/schedule/:date',
      'POST /api/schedule/:date/sessions',
      'PATCH /api/schedule/:date/sessions/:sessionId',
      'DELETE /api/schedule/:date/sessions/:sessionId',
      'POST /api/schedule/:date/sessions/:sessionId/start',
      'POST /api/schedule/:date/sessions/:sessionId/complete',
      'POST /api/chat',
      'POST /api/chat/clear',
      'GET /api/chat/history',
      'POST /api/chat/actions/:messageId/:index/undo',
      'GET /api/reminders/settings',
      'PUT /api/reminders/settings',
      'POST /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
      'GET /api/search',
      'GET /api/tokens',
      'POST /api/tokens',
      'DELETE /api/tokens/:id',
      'GET /api/auth/identities',
      'DELETE /api/auth/identities/:id',
      'GET /api/webhooks',
      'POST /api/webhooks',
      'DELETE /api/webhooks/:id',
      'GET /api/webhooks/:id/deliveries',
      'POST /api/import/todoist',
      'POST /api/import/ticktick',
      'POST /api/import/csv',
    ].map((route) => [route, personal]),
  ),
  'GET /api/projects/:id': roles(rest.read, (w) => ['GET', `/api/projects/${w.project.id}`]),
  'PUT /api/projects/:id': roles(rest.manage, (w, who) => ['PUT', `/api/projects/${w.project.id}`, { name: 'Shared work', priority: 5, description: who }]),
  'PATCH /api/projects/:id': roles(rest.manage, (w, who) => ['PATCH', `/api/projects/${w.project.id}`, { description: who }]),
  'DELETE /api/projects/:id': roles(rest.own, async (w, who) => [
    'DELETE',
    `/api/projects/${who === 'owner' ? (await w.fresh.ownProject()).id : w.project.id}?deleteTasks=true`,
  ]),
  'GET /api/projects/:id/activity': roles(rest.read, (w) => ['GET', `/api/projects/${w.project.id}/activity`]),
  'GET /api/projects/:id/members': roles(rest.read, (w) => ['GET', `/api/projects/${w.project.id}/members`]),
  'POST /api/projects/:id/members': roles(rest.manage, (w, who) => [
    'POST',
    `/api/projects/${w.project.id}/members`,
    { email: `guest-${who}-${Date.now()}@example.com`, role: 'viewer' },
  ]),
  'PATCH /api/projects/:id/members/:userId': roles(rest.manage, async (w) => [
    'PATCH',
    `/api/projects/${w.project.id}/members/${await w.fresh.spareMember()}`,
    { role: 'editor' },
  ]),
  'DELETE /api/projects/:id/members/:userId': roles(rest.manage, async (w) => [
    'DELETE',
    `/api/projects/${w.project.id}/members/${await w.fresh.spareMember()}`,
  ]),
  // a project's webhooks: its admins and owners list, add and delete them and read their logs
  'GET /api/projects/:id/webhooks': roles(rest.manage, (w) => ['GET', `/api/projects/${w.project.id}/webhooks`]),
  'POST /api/projects/:id/webhooks': roles(rest.manage, (w, who) => [
    'POST',
    `/api/projects/${w.project.id}/webhooks`,
    { url: `https://8.8.8.8/hook/${who}`, events: ['task.created', 'comment.created'] },
  ]),
  [`DELETE /api/webhooks/:id${CASE}project webhook`]: roles(rest.manage, async (w) => ['DELETE', `/api/webhooks/${await projectHook(w)}`]),
  [`GET /api/webhooks/:id/deliveries${CASE}project webhook`]: roles(rest.manage, async (w) => ['GET', `/api/webhooks/${await projectHook(w)}/deliveries`]),
  'DELETE /api/invitations/:id': roles(rest.manage, async (w) => ['DELETE', `/api/invitations/${(await w.fresh.invitation()).id}`]),
  'POST /api/invitations/:id/accept': roles(rest.invitee, async (w) => [
    'POST',
    `/api/invitations/${(await w.fresh.invitation(w.outsider.email)).id}/accept`,
    {},
  ]),
  'POST /api/invitations/:id/decline': roles(rest.invitee, async (w) => [
    'POST',
    `/api/invitations/${(await w.fresh.invitation(w.outsider.email)).id}/decline`,
    {},
  ]),
  // a non-member names a project that, to them, does not exist: the 400 that names the field
  'POST /api/tasks': roles({ ...rest.edit, stranger: 400 }, (w, who) => [
    'POST',
    '/api/tasks',
    { name: `New by ${who}`, priority: 5, duration: 5, projectId: w.project.id },
  ]),
  'GET /api/tasks/:id': roles(rest.read, (w) => ['GET', `/api/tasks/${w.task.id}`]),
  'PUT /api/tasks/:id': roles(rest.edit, (w) => ['PUT', `/api/tasks/${w.task.id}`, { priority: 6 }]),
  'PATCH /api/tasks/:id': roles(rest.edit, (w, who) => ['PATCH', `/api/tasks/${w.task.id}`, { description: who }]),
  // a member's own labels on a task are their own way of organising it, not an edit: any member, a viewer too
  [`PATCH /api/tasks/:id${CASE}own labels`]: roles(rest.read, (w, who) => ['PATCH', `/api/tasks/${w.task.id}`, { labels: ownLabels(w, who) }]),
  // and only their own: another's label is a 400 naming the field, whatever the role
  [`PATCH /api/tasks/:id${CASE}another's label`]: roles(rest.invalid, (w) => ['PATCH', `/api/tasks/${w.task.id}`, { labels: [w.outsider.rows.labelId] }]),
  'DELETE /api/tasks/:id': roles(rest.edit, async (w) => ['DELETE', `/api/tasks/${(await w.fresh.task()).id}`]),
  'PATCH /api/tasks/:id/complete': roles(rest.edit, (w) => ['PATCH', `/api/tasks/${w.task.id}/complete`, { completed: false }]),
  'POST /api/tasks/:id/skip': roles(rest.edit, (w) => ['POST', `/api/tasks/${w.recurring.id}/skip`, {}]),
  'PATCH /api/tasks/:id/time': roles(rest.edit, (w) => ['PATCH', `/api/tasks/${w.task.id}/time`, { timeSpent: 1 }]),
  'POST /api/tasks/:id/assign': roles(rest.edit, (w) => [
    'POST',
    `/api/tasks/${w.task.id}/assign`,
    { assigneeEmail: w.editor.email, assigneeName: 'Eddie', previewOnly: true },
  ]),
  'POST /api/tasks/:id/snooze': roles(rest.edit, (w) => ['POST', `/api/tasks/${w.task.id}/snooze`, { minutes: 10 }]),
  'PUT /api/tasks/reorder': roles(rest.edit, (w) => ['PUT', '/api/tasks/reorder', { taskIds: [w.task.id] }]),
  'POST /api/tasks/reschedule': roles(rest.edit, (w) => ['POST', '/api/tasks/reschedule', { taskIds: [w.task.id], dueDate: w.today }]),
  'GET /api/tasks/:id/activity': roles(rest.read, (w) => ['GET', `/api/tasks/${w.task.id}/activity`]),
  'GET /api/tasks/:id/comments': roles(rest.read, (w) => ['GET', `/api/tasks/${w.task.id}/comments`]),
  'POST /api/tasks/:id/comments': roles(rest.read, (w, who) => ['POST', `/api/tasks/${w.task.id}/comments`, { body: `Said by ${who}` }]),
  'PATCH /api/comments/:id': roles(rest.author, async (w, who) => ['PATCH', `/api/comments/${(await w.fresh.comment()).id}`, { body: `Changed by ${who}` }]),
  'DELETE /api/comments/:id': roles(rest.author, async (w) => ['DELETE', `/api/comments/${(await w.fresh.comment()).id}`]),
  // focus: recorded by any reader of the task; the timer adds its minutes to the task, so it takes an editor
  'POST /api/pomodoro': roles(rest.read, (w) => [
    'POST',
    '/api/pomodoro',
    { taskId: w.task.id, duration: 25, startTime: new Date().toISOString(), type: 'work' },
  ]),
  'POST /api/timer/start': roles(rest.edit, (w) => ['POST', '/api/timer/start', { taskIds: [w.task.id] }]),
  // every kind of action the batch replays (sync/batch.ts, through tasks/commands.ts), as each role
  [BATCH]: batch(rest.edit, (w, who) => ({ method: 'PATCH', url: `/api/tasks/${w.task.id}`, body: { description: who } })),
  [`${BATCH}${CASE}create`]: batch({ ...rest.edit, stranger: 400 }, (w, who) => ({
    method: 'POST',
    url: '/api/tasks',
    body: { name: `Queued by ${who}`, priority: 5, duration: 5, projectId: w.project.id },
  })),
  [`${BATCH}${CASE}put`]: batch(rest.edit, (w) => ({ method: 'PUT', url: `/api/tasks/${w.task.id}`, body: { priority: 6 } })),
  [`${BATCH}${CASE}delete`]: batch(rest.edit, async (w) => ({ method: 'DELETE', url: `/api/tasks/${(await w.fresh.task()).id}` })),
  [`${BATCH}${CASE}reorder`]: batch(rest.edit, (w) => ({ method: 'PUT', url: '/api/tasks/reorder', body: { taskIds: [w.task.id] } })),
  [`${BATCH}${CASE}reschedule`]: batch(rest.edit, (w) => ({ method: 'POST', url: '/api/tasks/reschedule', body: { taskIds: [w.task.id], dueDate: w.today } })),
  [`${BATCH}${CASE}skip`]: batch(rest.edit, (w) => ({ method: 'POST', url: `/api/tasks/${w.recurring.id}/skip` })),
  // the task's reminders are its own rows, the same for every member: setting them or snoozing one is an edit
  [`${BATCH}${CASE}reminders`]: batch(rest.edit, (w) => ({
    method: 'PATCH',
    url: `/api/tasks/${w.task.id}`,
    body: { reminders: [{ at: new Date(Date.now() + 86_400_000).toISOString() }] },
  })),
  [`${BATCH}${CASE}snooze`]: batch(rest.edit, (w) => ({ method: 'POST', url: `/api/tasks/${w.task.id}/snooze`, body: { minutes: 10 } })),
  // the member's own labels: any member, only their own
  [`${BATCH}${CASE}own labels`]: batch(rest.read, (w, who) => ({ method: 'PATCH', url: `/api/tasks/${w.task.id}`, body: { labels: ownLabels(w, who) } })),
  [`${BATCH}${CASE}another's label`]: batch(rest.invalid, (w) => ({
    method: 'PATCH',
    url: `/api/tasks/${w.task.id}`,
    body: { labels: [w.outsider.rows.labelId] },
  })),
  // replayed offline edits: the same rules after the merge
  [`${BATCH}${CASE}offline edit`]: batch(rest.edit, (w, who) => ({
    method: 'PATCH',
    url: `/api/tasks/${w.task.id}`,
    body: offline({ description: `offline ${who}` }),
  })),
  [`${BATCH}${CASE}offline own labels`]: batch(rest.read, (w, who) => ({
    method: 'PATCH',
    url: `/api/tasks/${w.task.id}`,
    body: offline({ labels: ownLabels(w, who) }),
  })),
};
