import type { PriorityBand } from '../../../../shared/tasks/priority.ts';
import { BAND_LABELS } from './priority.ts';

/** The options of a priority-band select: "Any priority" (the empty value), then each band. */
export function PriorityBandOptions() {
  return (
    <>
      <option value="">Any priority</option>
      {(Object.keys(BAND_LABELS) as PriorityBand[]).map((band) => (
        <option key={band} value={band}>
          {BAND_LABELS[band]}
        </option>
      ))}
    </>
  );
}
