import { useEffect, useSyncExternalStore } from 'react';
import { labelIdsVersion, serverLabelIds, subscribeLabelIds } from '../../offline/labelIds.ts';

/**
 * A filter naming a label made offline by its temporary id takes the label's server id once it has
 * synced (now, or before this page opened), so the filter keeps working with the server.
 */
export function useServerLabelIds(labelRowIds: number[], onChange: (change: { labelRowIds: number[] }) => void) {
  const version = useSyncExternalStore(subscribeLabelIds, labelIdsVersion);
  useEffect(() => {
    if (!labelRowIds.some((id) => id < 0)) return;
    const mapped = serverLabelIds(labelRowIds);
    if (mapped.length !== labelRowIds.length || mapped.some((id, i) => id !== labelRowIds[i])) onChange({ labelRowIds: mapped });
  }, [labelRowIds, version, onChange]);
}
