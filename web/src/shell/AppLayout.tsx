import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { GlobalShortcuts } from '../features/shortcuts/GlobalShortcuts.tsx';
import { cn } from '../lib/cn.ts';
import { preloadRoute } from '../relay/routePreload.ts';
import { BottomTabBar } from './BottomTabBar.tsx';
import { Header } from './Header.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';
import { Sidebar } from './Sidebar.tsx';
import { ActiveTaskBannerSlot } from './slots.tsx';
import { useSidebarCollapsed } from './useSidebarCollapsed.ts';
import { installFocusKeeper } from '../lib/focusKeeper.ts';

/** Chrome (sidebar, top bar, header) only for a signed-in user (/login and /setup-2fa use PublicLayout). */
export function AppLayout() {
  const { status } = useAuth();
  const { pathname, search } = useLocation();
  // render-as-you-fetch: the screen's query starts with the navigation, while its chunk loads
  useMemo(() => preloadRoute(pathname, search), [pathname, search]);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(installFocusKeeper, []);
  useEffect(() => {
    // a new screen: focus starts at its content (not on the link left behind), as a page load would
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!main.current?.contains(document.activeElement)) main.current?.focus({ preventScroll: true });
  }, [pathname]);
  const content = (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );

  // The screen's Suspense boundary keeps its place in the tree when the chrome appears with the sign-in
  //: a boundary that moved would mount anew and show its fallback, and React then holds
  // the screen back until 300 ms after that fallback, even when its data arrived just after.
  // Without the chrome the wrappers have no box of their own (display: contents): the content lays
  // out as on its own, and the chrome's boxes appear with the sign-in instead of moving (no layout shift).
  const chrome = status === 'authenticated';
  return (
    <div className={chrome ? 'min-h-screen bg-slate-50' : 'contents'}>
      {chrome && (
        <a
          href="#main-content"
          className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow-lg ring-2 ring-indigo-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Skip to main content
        </a>
      )}
      {chrome && <Sidebar collapsed={collapsed} onCollapsedChange={setCollapsed} />}
      {/* the margin is set in both states (a display: contents box ignores it): appearing, it must not animate from 0 */}
      <div className={cn(chrome ? 'flex min-h-screen flex-col' : 'contents', 'transition-[margin] duration-200', collapsed ? 'md:ml-20' : 'md:ml-64')}>
        {chrome && <Header />}
        <main id="main-content" ref={main} tabIndex={-1} className={chrome ? 'flex-1 px-4 pt-5 pb-24 outline-none md:px-8 md:pt-8 md:pb-10' : 'contents'}>
          {chrome && <ActiveTaskBannerSlot />}
          {content}
        </main>
      </div>
      {chrome && <BottomTabBar />}
      {chrome && <GlobalShortcuts />}
    </div>
  );
}
