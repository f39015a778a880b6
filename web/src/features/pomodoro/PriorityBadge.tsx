import { Badge } from '../../components/ui/Badge.tsx';
import { priorityBand } from './timerView.ts';

/** High Priority at 8 or more, Medium Priority at 4 to 7, Low Priority below 4. */
export function PriorityBadge({ priority, className }: { priority: number; className?: string }) {
  const band = priorityBand(priority);
  return (
    <Badge tone={band.tone} className={className} title={`Priority ${priority}`}>
      {band.label}
    </Badge>
  );
}
