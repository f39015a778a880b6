import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { SignedInLoading } from './shell/SignedInLoading.tsx';

type ScreenModule = { default: ComponentType };

// Every screen loads lazily (spec section 2); the "Loading..." fallback lives in the layouts.
const LoginScreen = lazy(() => import('./features/auth/LoginScreen.tsx'));
const SetupTwoFactorScreen = lazy(() => import('./features/auth/SetupTwoFactorScreen.tsx'));
const NotFoundScreen = lazy(() => import('./features/not-found/NotFoundScreen.tsx'));

/** The signed-in routes of spec section 2 and the module of each screen. */
const SIGNED_IN_SCREENS: Array<[path: string, load: () => Promise<ScreenModule>]> = [
  ['/', () => import('./features/dashboard/DashboardScreen.tsx')],
  ['/projects', () => import('./features/projects/ProjectsScreen.tsx')],
  ['/tasks', () => import('./features/tasks/TasksScreen.tsx')],
  ['/task-list', () => import('./features/tasks/TaskListScreen.tsx')],
  ['/tasks/:id', () => import('./features/tasks/TaskDetailScreen.tsx')],
  ['/today', () => import('./features/today/TodayScreen.tsx')],
  ['/pomodoro', () => import('./features/pomodoro/PomodoroScreen.tsx')],
  ['/ai-insights', () => import('./features/ai-insights/AiInsightsScreen.tsx')],
  ['/chat', () => import('./features/chat/ChatScreen.tsx')],
  ['/links', () => import('./features/links/LinksScreen.tsx')],
  ['/admin', () => import('./features/admin/AdminScreen.tsx')],
  ['/settings', () => import('./features/settings/SettingsScreen.tsx')],
  ['/debug', () => import('./features/debug/DebugScreen.tsx')],
];
const signedInRoutes = SIGNED_IN_SCREENS.map(([path, load]) => ({ path, Screen: lazy(load) }));

/**
 * Issue 9: Relay, the offline sync and the app shell load with the signed-in part, never on /login.
 * The screen of the page being opened, and its first query, are requested at the same time, not after
 * the shell has run.
 */
const SignedInLayout = lazy(() => {
  const screen = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, window.location.pathname));
  screen?.[1]().catch(() => undefined); // a failure shows when the screen itself renders
  // ...and so is its first GraphQL query (render-as-you-fetch; the screen takes the answer)
  import('./relay/routePreload.ts')
    .then(({ preloadRoute }) => preloadRoute(window.location.pathname, window.location.search, true))
    .catch(() => undefined);
  return import('./shell/SignedInLayout.tsx');
});

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
          {signedInRoutes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
