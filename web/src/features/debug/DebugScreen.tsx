import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { onLocalTasksChanged } from '../../offline/changes.ts';
import { useLastProbe, useOnline } from '../../offline/connectivity.ts';
import { getPendingActions, getTasks } from '../../offline/db.ts';
import { useServiceWorkerState } from '../../offline/registerServiceWorker.ts';
import { syncNow, useLastSync } from '../../offline/sync.ts';
import type { PendingAction, SyncStatus } from '../../offline/types.ts';
import { ServerInfoCard } from './ServerInfoCard.tsx';

type Snapshot = { counts: Record<SyncStatus, number>; queue: PendingAction[] };

function useOfflineSnapshot(): Snapshot {
  const [snap, setSnap] = useState<Snapshot>({ counts: { new: 0, modified: 0, synced: 0 }, queue: [] });
  useEffect(() => {
    let alive = true;
    const load = async () => {
      const [tasks, queue] = await Promise.all([getTasks(), getPendingActions().catch(() => [])]);
      const counts = { new: 0, modified: 0, synced: 0 };
      for (const t of tasks) counts[t.syncStatus] += 1;
      if (alive) setSnap({ counts, queue });
    };
    void load();
    const off = onLocalTasksChanged(() => void load());
    return () => {
      alive = false;
      off();
    };
  }, []);
  return snap;
}

/** /debug: the offline layer's state (connectivity, service worker, local tasks, the queue) and "Sync now". */
export default function DebugScreen() {
  const online = useOnline();
  const lastProbe = useLastProbe();
  const sw = useServiceWorkerState();
  const lastSync = useLastSync();
  const { counts, queue } = useOfflineSnapshot();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      await syncNow();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="grid gap-4 p-4 md:p-6">
      <ServerInfoCard />
      <Card>
        <CardHeader>
          <CardTitle>Offline</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500">Connectivity</dt>
            <dd data-testid="debug-connectivity">{online ? 'Online' : 'Offline'}</dd>
            <dt className="text-slate-500">Last health check</dt>
            <dd>{lastProbe ?? 'not yet'}</dd>
            <dt className="text-slate-500">Service worker</dt>
            <dd data-testid="debug-service-worker">{sw}</dd>
            <dt className="text-slate-500">Local tasks</dt>
            <dd data-testid="debug-task-counts">
              new {counts.new}, modified {counts.modified}, synced {counts.synced}
            </dd>
            <dt className="text-slate-500">Last sync</dt>
            <dd data-testid="debug-last-sync">
              {lastSync ? `${lastSync.status} at ${lastSync.at} (${lastSync.sent} sent, ${lastSync.failed} failed)` : 'none yet'}
              {lastSync?.errors.map((e) => (
                <div key={e} className="text-red-600">
                  {e}
                </div>
              ))}
            </dd>
          </dl>
          <Button className="mt-4" onClick={() => void sync()} disabled={syncing || !online}>
            <RefreshCw className="size-4" aria-hidden />
            {syncing ? 'Syncing...' : 'Sync now'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending actions ({queue.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {queue.length === 0 ? (
            <p className="text-sm text-slate-500">Nothing waits to sync.</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label="Pending actions">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-1 pr-4 font-medium">Type</th>
                  <th className="py-1 pr-4 font-medium">Entity</th>
                  <th className="py-1 pr-4 font-medium">Request</th>
                  <th className="py-1 font-medium">Queued at</th>
                </tr>
              </thead>
              <tbody>
                {queue.map((a) => (
                  <tr key={a.id} data-testid="pending-action" className="border-t border-slate-100">
                    <td className="py-1 pr-4">{a.type}</td>
                    <td className="py-1 pr-4">
                      {a.entityType} {a.localId ?? a.entityId}
                    </td>
                    <td className="py-1 pr-4 font-mono text-xs">
                      {a.data.method} {a.data.url}
                    </td>
                    <td className="py-1">{new Date(a.data.timestamp).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
