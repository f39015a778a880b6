import { CheckSquare } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TasksScreen() {
  return <ComingSoon title="Tasks" icon={CheckSquare} />;
}
