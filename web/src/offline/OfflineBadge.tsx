import { WifiOff } from 'lucide-react';
import { Badge } from '../components/ui/Badge.tsx';
import { useOnline } from './connectivity.ts';

/** The header's "Offline" badge (spec section 2). */
export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <Badge tone="amber" data-testid="offline-badge" role="status">
      <WifiOff className="size-3" aria-hidden />
      Offline
    </Badge>
  );
}
