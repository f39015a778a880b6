import { useCallback, useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { useOnline } from '../../offline/connectivity.ts';

type Health = {
  status: string;
  database: string;
  databaseProvider: string;
  redis: string;
  version: string;
  time: string;
};

/** The web build this browser runs and what GET /api/health says of the server (no other user's data). */
export function ServerInfoCard() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await fetch('/api/health', { cache: 'no-store', credentials: 'include' });
      const body = (await res.json().catch(() => null)) as Health | null;
      if (!body) throw new Error(`${res.status}: ${res.statusText}`);
      setHealth(body);
      setError(null);
    } catch (e) {
      setError((e as Error).message || 'Network response was not ok');
    }
  }, []);

  // asked again when the connection comes back, so "unreachable" does not outlive the outage
  const online = useOnline();
  useEffect(() => {
    if (online) void load();
  }, [load, online]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Build and server</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">Web build</dt>
          <dd data-testid="debug-build-version">
            {__APP_VERSION__} <span className="text-slate-500">built {new Date(__BUILD_TIME__).toLocaleString()}</span>
          </dd>
          <dt className="text-slate-500">Server health</dt>
          <dd data-testid="debug-server-health">
            {error ? <span className="text-red-600">unreachable ({error})</span> : health ? health.status : 'checking...'}
          </dd>
          {health && (
            <>
              <dt className="text-slate-500">Server version</dt>
              <dd>{health.version}</dd>
              <dt className="text-slate-500">Database</dt>
              <dd>
                {health.database} ({health.databaseProvider})
              </dd>
              <dt className="text-slate-500">Redis</dt>
              <dd>{health.redis}</dd>
              <dt className="text-slate-500">Checked at</dt>
              <dd>{new Date(health.time).toLocaleString()}</dd>
            </>
          )}
        </dl>
        <Button className="mt-4" variant="secondary" onClick={() => void load()}>
          <RefreshCw className="size-4" aria-hidden />
          Check again
        </Button>
      </CardContent>
    </Card>
  );
}
