import { TooltipProvider, TOOLTIP_DELAY } from '../components/ui/Tooltip.tsx';
import { startOfflineSync } from '../offline/startOfflineSync.ts';
import { usePreloadScreens } from '../offline/usePreloadScreens.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';
import { AppLayout } from './AppLayout.tsx';
import { CompleteSubtasksDialog } from '../features/tasks/subtasks/CompleteSubtasksDialog.tsx';

// The offline queue's replay and Relay bridge: loaded with the signed-in part, not on /login.
startOfflineSync();

/** The signed-in part of the app (lazily loaded): Relay, tooltips and the app shell. */
export default function SignedInLayout() {
  usePreloadScreens();
  return (
    <RelayRoot>
      <TooltipProvider delayDuration={TOOLTIP_DELAY}>
        <AppLayout />
        <CompleteSubtasksDialog />
      </TooltipProvider>
    </RelayRoot>
  );
}
