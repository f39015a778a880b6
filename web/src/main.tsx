import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { Toaster } from './components/toast/Toaster.tsx';
import { TooltipProvider, TOOLTIP_DELAY } from './components/ui/Tooltip.tsx';
import { RelayRoot } from './relay/RelayRoot.tsx';
import { AppRoutes } from './router.tsx';
import { startOffline } from './offline/startOffline.ts';
import './index.css';

// The theme is forced to light (spec section 1).
document.documentElement.classList.remove('dark');
document.documentElement.style.colorScheme = 'light';

// Issue 5: service worker, connectivity, offline task sync.
startOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayRoot>
      <BrowserRouter>
        <AuthProvider>
          <TooltipProvider delayDuration={TOOLTIP_DELAY}>
            <AppRoutes />
          </TooltipProvider>
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </RelayRoot>
  </StrictMode>,
);
