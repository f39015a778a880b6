import { Link2 } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function LinksScreen() {
  return <ComingSoon title="Quick Links" icon={Link2} />;
}
