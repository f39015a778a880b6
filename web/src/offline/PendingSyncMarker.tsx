import { CloudOff } from 'lucide-react';
import { usePendingTaskIds } from './relayBridge.ts';

/** A row's "Pending sync" marker while the task's change waits in the offline queue. `taskId` is the Relay id. */
export function PendingSyncMarker({ taskId }: { taskId: string }) {
  const pending = usePendingTaskIds();
  if (!pending.has(taskId)) return null;
  return (
    <span
      data-testid="pending-sync"
      title="Saved on this device; it syncs when you are back online"
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-200 ring-inset"
    >
      <CloudOff className="size-3" aria-hidden />
      Pending sync
    </span>
  );
}
