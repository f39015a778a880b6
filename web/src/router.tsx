import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { SignedInLoading } from './shell/SignedInLoading.tsx';
import { cn } from './lib/cn.ts';
import { lazyModule } from './lib/lazyModule.ts';

// Every screen loads lazily (spec section 2); the "Loading..." fallback lives in the layouts.
const LoginScreen = lazy(() => import('./features/auth/LoginScreen.tsx'));
const SetupTwoFactorScreen = lazy(() => import('./features/auth/SetupTwoFactorScreen.tsx'));
const NotFoundScreen = lazy(() => import('./features/not-found/NotFoundScreen.tsx'));

/** The signed-in routes of spec section 2 and the module of each screen. */
const signedInRoutes = [
  { path: '/', screen: lazyModule(() => import('./features/dashboard/DashboardScreen.tsx')) },
  { path: '/projects', screen: lazyModule(() => import('./features/projects/ProjectsScreen.tsx')) },
  { path: '/invitations', screen: lazyModule(() => import('./features/members/InvitationsScreen.tsx')) },
  { path: '/tasks', screen: lazyModule(() => import('./features/tasks/TasksScreen.tsx')) },
  { path: '/task-list', screen: lazyModule(() => import('./features/tasks/TaskListScreen.tsx')) },
  { path: '/tasks/:id', screen: lazyModule(() => import('./features/tasks/TaskDetailScreen.tsx')) },
  { path: '/today', screen: lazyModule(() => import('./features/today/TodayScreen.tsx')) },
  { path: '/upcoming', screen: lazyModule(() => import('./features/agenda/UpcomingScreen.tsx')) },
  { path: '/calendar', screen: lazyModule(() => import('./features/agenda/CalendarScreen.tsx')) },
  { path: '/pomodoro', screen: lazyModule(() => import('./features/pomodoro/PomodoroScreen.tsx')) },
  { path: '/ai-insights', screen: lazyModule(() => import('./features/ai-insights/AiInsightsScreen.tsx')) },
  { path: '/chat', screen: lazyModule(() => import('./features/chat/ChatScreen.tsx')) },
  { path: '/links', screen: lazyModule(() => import('./features/links/LinksScreen.tsx')) },
  { path: '/admin', screen: lazyModule(() => import('./features/admin/AdminScreen.tsx')) },
  { path: '/settings', screen: lazyModule(() => import('./features/settings/SettingsScreen.tsx')) },
  { path: '/debug', screen: lazyModule(() => import('./features/debug/DebugScreen.tsx')) },
];

const PUBLIC_PATHS = ['/login', '/setup-2fa'];

let startedUp: Promise<unknown> | null = null;

/** Lets the browser run what waits (input, paint) before what follows. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The signed-in part's start-up work, each piece in a task of its own, before the signed-in
 * chunk is evaluated. Relay's chunk would otherwise be evaluated with that chunk in one long task (on
 * a slow phone the two together block input for over 200 ms); it was requested with the others
 * (modulepreload), so this adds no round trip. tailwind-merge builds its class tables on its first
 * call (about 14 ms on a desktop CPU), which would otherwise be a share of the shell's first render.
 */
function startUpInShortTasks() {
  return (startedUp ??= import('relay-runtime')
    .then(nextTask)
    .then(() => {
      cn();
      return nextTask();
    })
    .catch((error: unknown) => {
      startedUp = null; // a chunk that failed to load is asked for again by the next try
      throw error;
    }));
}

/** The screen of a signed-in address and its first GraphQL query (relay/routePreload.ts), asked for at once. */
function preloadScreen(pathname: string, search: string): Promise<unknown> {
  const route = signedInRoutes.find(({ path }) => matchPath(path, pathname));
  // a failure shows when the screen renders (the chunk is asked for again; the query runs again)
  // its chunk holds no Relay (scripts/chunkGroups.ts): the query goes out before Relay is evaluated
  const query = import('./relay/routePreload.ts').then(({ preloadRoute }) => preloadRoute(pathname, search, true)).catch(() => undefined);
  return Promise.all([route?.screen.preload().catch(() => undefined), query]);
}

/**
 * Relay, the offline sync and the app shell load with the signed-in part, never on /login.
 * The screen being opened and its first query are asked for with it, not after the shell has run.
 */
const signedInLayout = lazyModule(() => {
  void preloadScreen(window.location.pathname, window.location.search);
  return startUpInShortTasks().then(() => import('./shell/SignedInLayout.tsx'));
});
const SignedInLayout = signedInLayout.Component;

/**
 * Opening a signed-in page: the shell, the screen and the screen's first query are asked for at once
 * (the server announced the chunks with a modulepreload Link). Settles when the code is in, so that
 * the first render need not suspend on it (lib/lazyModule.ts).
 */
export function preloadSignedInPage(pathname: string, search: string): Promise<unknown> {
  if (PUBLIC_PATHS.some((path) => matchPath(path, pathname))) return Promise.resolve();
  return Promise.all([signedInLayout.preload().catch(() => undefined), preloadScreen(pathname, search)]);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/setup-2fa" element={<SetupTwoFactorScreen />} />
      </Route>
      <Route
        element={
          <Suspense fallback={<SignedInLoading />}>
            <SignedInLayout />
          </Suspense>
        }
      >
        <Route element={<RequireAuth />}>
          {signedInRoutes.map(({ path, screen: { Component: Screen } }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
