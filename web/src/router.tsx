import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

// Every screen loads lazily (spec section 2); the "Loading..." fallback lives in AppLayout.
const LoginScreen = lazy(() => import('./features/auth/LoginScreen.tsx'));
const SetupTwoFactorScreen = lazy(() => import('./features/auth/SetupTwoFactorScreen.tsx'));
const DashboardScreen = lazy(() => import('./features/dashboard/DashboardScreen.tsx'));
const ProjectsScreen = lazy(() => import('./features/projects/ProjectsScreen.tsx'));
const TasksScreen = lazy(() => import('./features/tasks/TasksScreen.tsx'));
const TaskListScreen = lazy(() => import('./features/tasks/TaskListScreen.tsx'));
const TaskDetailScreen = lazy(() => import('./features/tasks/TaskDetailScreen.tsx'));
const TodayScreen = lazy(() => import('./features/today/TodayScreen.tsx'));
const PomodoroScreen = lazy(() => import('./features/pomodoro/PomodoroScreen.tsx'));
const AiInsightsScreen = lazy(() => import('./features/ai-insights/AiInsightsScreen.tsx'));
const ChatScreen = lazy(() => import('./features/chat/ChatScreen.tsx'));
const LinksScreen = lazy(() => import('./features/links/LinksScreen.tsx'));
const AdminScreen = lazy(() => import('./features/admin/AdminScreen.tsx'));
const SettingsScreen = lazy(() => import('./features/settings/SettingsScreen.tsx'));
const DebugScreen = lazy(() => import('./features/debug/DebugScreen.tsx'));
const NotFoundScreen = lazy(() => import('./features/not-found/NotFoundScreen.tsx'));

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/setup-2fa" element={<SetupTwoFactorScreen />} />
        <Route element={<RequireAuth />}>
          <Route path="/" element={<DashboardScreen />} />
          <Route path="/projects" element={<ProjectsScreen />} />
          <Route path="/tasks" element={<TasksScreen />} />
          <Route path="/task-list" element={<TaskListScreen />} />
          <Route path="/tasks/:id" element={<TaskDetailScreen />} />
          <Route path="/today" element={<TodayScreen />} />
          <Route path="/pomodoro" element={<PomodoroScreen />} />
          <Route path="/ai-insights" element={<AiInsightsScreen />} />
          <Route path="/chat" element={<ChatScreen />} />
          <Route path="/links" element={<LinksScreen />} />
          <Route path="/admin" element={<AdminScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
          <Route path="/debug" element={<DebugScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
