import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks.js';
import { commitLocalUpdate } from 'relay-runtime';
import { hasWaitingTasks, insertWaitingTasks } from './taskConnections.ts';

/** Once a paged task list has its last page, the replayed creates it skipped meanwhile join it. */
export function useLastPageCatchUp(hasNext: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!hasNext && hasWaitingTasks()) commitLocalUpdate(environment, insertWaitingTasks);
  }, [environment, hasNext]);
}
