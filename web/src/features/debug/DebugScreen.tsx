import { Bug } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function DebugScreen() {
  return <ComingSoon title="Debug" icon={Bug} />;
}
