import { Settings } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function SettingsScreen() {
  return <ComingSoon title="User Settings" icon={Settings} />;
}
