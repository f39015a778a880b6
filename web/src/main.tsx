import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { startEarlyAuthCheck } from './auth/earlyAuthCheck.ts';
import { LazyToaster } from './components/toast/LazyToaster.tsx';
import { AppRoutes, preloadSignedInPage } from './router.tsx';
import { startConnectivity } from './offline/connectivity.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import './index.css';

// The theme is forced to light (spec section 1).
document.documentElement.classList.remove('dark');
document.documentElement.style.colorScheme = 'light';

// Service worker and connectivity (the "Offline" badge and toasts) on every page. The task
// sync needs Relay and IndexedDB and starts with the signed-in part (shell/SignedInLayout.tsx).
registerServiceWorker();
startConnectivity();
startEarlyAuthCheck();

// A signed-in page renders once its code is in (requested in parallel, announced by the
// server's modulepreload Link), so that nothing suspends on it and React never holds the screen back
// behind a fallback it showed for a moment. A chunk that does not come within 3 s is waited for on screen.
const CODE_WAIT_MS = 3000;
Promise.race([preloadSignedInPage(window.location.pathname, window.location.search), new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]).finally(
  () => {
    // a data router (one route around the app's own <Routes>), so a screen can hold a navigation
    // back while it has unsaved changes (useBlocker)
    const router = createBrowserRouter([
      {
        path: '*',
        element: (
          <AuthProvider>
            <AppRoutes />
            <LazyToaster />
          </AuthProvider>
        ),
      },
    ]);
    const root = createRoot(document.getElementById('root')!);
    // a transition renders in slices (a default update renders in one go): the first screen never
    // holds the main thread in one long task on a slow phone
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  },
);
