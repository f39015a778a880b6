import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function DashboardScreen() {
  return <ComingSoon title="Dashboard" icon={LayoutDashboard} />;
}
