import { createOperationDescriptor, type ConcreteRequest, type Variables } from 'relay-runtime';
import AiInsightsScreenQuery from '../__generated__/AiInsightsScreenQuery.graphql.ts';
import CalendarScreenQuery from '../__generated__/CalendarScreenQuery.graphql.ts';
import DashboardScreenQuery from '../__generated__/DashboardScreenQuery.graphql.ts';
import InvitationsPanelQuery from '../__generated__/InvitationsPanelQuery.graphql.ts';
import LinksScreenQuery from '../__generated__/LinksScreenQuery.graphql.ts';
import PomodoroScreenQuery from '../__generated__/PomodoroScreenQuery.graphql.ts';
import ProjectsScreenQuery from '../__generated__/ProjectsScreenQuery.graphql.ts';
import ProviderBadgeQuery from '../__generated__/ProviderBadgeQuery.graphql.ts';
import SettingsScreenQuery from '../__generated__/SettingsScreenQuery.graphql.ts';
import TaskListScreenQuery from '../__generated__/TaskListScreenQuery.graphql.ts';
import TasksScreenQuery from '../__generated__/TasksScreenQuery.graphql.ts';
import TodayScreenQuery from '../__generated__/TodayScreenQuery.graphql.ts';
import UpcomingScreenQuery from '../__generated__/UpcomingScreenQuery.graphql.ts';
import { agendaToday, calendarRange, upcomingRange } from '../features/agenda/agendaDays.ts';
import { dashboardVariables } from '../features/dashboard/dashboardVariables.ts';
import { localDay } from '../features/pomodoro/today.ts';
import { readTaskListFilters, taskListVariables } from '../relay/routePreload.ts';
import { isOnline } from './connectivity.ts';
import { currentUserId } from './offlineUser.ts';
import { markScreensPreloaded, rememberAnswer, screensPreloadedAt } from './queryCache.ts';
import { rememberedGet, REMEMBERED_READS } from './rememberedGet.ts';
import { refetch } from './sync.ts';

/** A screen's first query and the variables the screen opens it with (shared with the screen where they are computed). */
export type ScreenQuery = { screen: string; query: ConcreteRequest; variables: Variables };

/**
 * The screens' first queries, as each screen asks for them when opened from the menu today. The admin
 * screen's is left out: an admin's page load refreshes it already (auth/refreshAdminListsLater.ts),
 * through the offline layer.
 */
export function screenQueries(now: Date): ScreenQuery[] {
  const day = localDay(now);
  const agendaDay = agendaToday(null);
  return [
    { screen: '/', query: DashboardScreenQuery, variables: dashboardVariables(now) },
    { screen: '/tasks', query: TasksScreenQuery, variables: {} },
    { screen: '/task-list', query: TaskListScreenQuery, variables: taskListVariables(readTaskListFilters(new URLSearchParams())) },
    { screen: '/today', query: TodayScreenQuery, variables: { date: day.day } },
    { screen: '/upcoming', query: UpcomingScreenQuery, variables: upcomingRange(agendaDay) },
    { screen: '/calendar', query: CalendarScreenQuery, variables: { ...calendarRange('month', agendaDay), today: agendaDay } },
    { screen: '/calendar?view=week', query: CalendarScreenQuery, variables: { ...calendarRange('week', agendaDay), today: agendaDay } },
    { screen: '/pomodoro', query: PomodoroScreenQuery, variables: day },
    // the screen's default period is the last 7 days
    { screen: '/ai-insights', query: AiInsightsScreenQuery, variables: { days: 7, tzOffsetMinutes: -now.getTimezoneOffset() } },
    { screen: '/projects', query: ProjectsScreenQuery, variables: {} },
    { screen: '/invitations', query: InvitationsPanelQuery, variables: {} },
    { screen: '/chat', query: ProviderBadgeQuery, variables: {} },
    { screen: '/links', query: LinksScreenQuery, variables: {} },
    { screen: '/settings', query: SettingsScreenQuery, variables: {} },
  ];
}

/** At most one round of preloads per this long (and again once the day changed: the dated queries differ). */
export const PRELOAD_EVERY_MS = 15 * 60_000;
/** Requests of one round in flight at once. */
const IN_FLIGHT = 2;

// the user whose round runs: a round for someone else stops at its next step (preloadOne)
let runningFor: number | null = null;

/**
 * Asks the server for every screen's first query and its REST reads (rememberedGet.ts) and remembers
 * each answer for this user (queryCache.ts), then mirrors the tasks into the local store, so any
 * screen opens offline even if it was never opened online (a task's page: localTaskDetail.ts). One
 * request per screen and read, at most every 15 minutes per user and day; the answers do not go into
 * the Relay store.
 */
export async function preloadScreens(userId: number, openScreen: string, now = new Date()): Promise<void> {
  const day = localDay(now).day;
  const last = screensPreloadedAt(userId);
  if (runningFor === userId || !isOnline() || currentUserId() !== userId) return;
  if (last && last.day === day && now.getTime() - last.at < PRELOAD_EVERY_MS) return;
  runningFor = userId;
  try {
    const queue: Array<() => Promise<void>> = [
      // the open screen has just asked for its own
      ...screenQueries(now)
        .filter(({ screen }) => screen !== openScreen)
        .map((screen) => () => preloadOne(userId, screen)),
      ...REMEMBERED_READS.map((path) => () => preloadRead(userId, path)),
    ];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    // the tasks themselves (GET /api/tasks, mirrored): a task's page opened offline is built from them
    if (currentUserId() === userId && isOnline()) await refetch();
    if (currentUserId() === userId && isOnline()) markScreensPreloaded(userId, { day, at: now.getTime() });
  } finally {
    if (runningFor === userId) runningFor = null;
  }
}

async function preloadOne(userId: number, { query, variables }: ScreenQuery) {
  if (currentUserId() !== userId || !isOnline()) return;
  // the variables exactly as Relay sends them (order, defaults): the remembered answer's key
  const sent = createOperationDescriptor(query, variables).request.variables;
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: query.params.text, operationName: query.params.name, variables: sent }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
    // only a whole answer: a partial one would be served offline as if it were the screen's data
    if (!res.ok || !body.data || body.errors?.length) return;
    if (currentUserId() === userId) rememberAnswer(query.params.name, sent, body);
  } catch {
    /* no answer: the screen is preloaded at the next round, or when it is opened */
  }
}

/** A screen's REST read, remembered by rememberedGet itself (a refusal, e.g. a feature turned off, is left out). */
async function preloadRead(userId: number, path: string) {
  if (currentUserId() !== userId || !isOnline()) return;
  await rememberedGet(path).catch(() => undefined);
}
