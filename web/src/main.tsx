import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { LazyToaster } from './components/toast/LazyToaster.tsx';
import { AppRoutes } from './router.tsx';
import { startConnectivity } from './offline/connectivity.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import './index.css';

// The theme is forced to light (spec section 1).
document.documentElement.classList.remove('dark');
document.documentElement.style.colorScheme = 'light';

// Issue 5: service worker and connectivity (the "Offline" badge and toasts) on every page. The task
// sync needs Relay and IndexedDB and starts with the signed-in part (shell/SignedInLayout.tsx).
registerServiceWorker();
startConnectivity();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <AppRoutes />
        <LazyToaster />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);
