import { BAND_TITLES, priorityBand, type PriorityBand } from '../../../../shared/tasks/priority.ts';
import { Badge } from '../../components/ui/Badge.tsx';

const TONES: Record<PriorityBand, 'red' | 'amber' | 'green'> = { high: 'red', medium: 'amber', low: 'green' };

/** High Priority at 8 or more, Medium Priority at 4 to 7, Low Priority below 4. */
export function PriorityBadge({ priority, className }: { priority: number; className?: string }) {
  const band = priorityBand(priority);
  return (
    <Badge tone={TONES[band]} className={className} title={`Priority ${priority}`}>
      {BAND_TITLES[band]}
    </Badge>
  );
}
