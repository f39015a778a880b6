import { useParams } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TaskDetailScreen() {
  const { id } = useParams();
  return <ComingSoon title={`Task ${id ?? ''}`.trim()} icon={FileText} description="Task details are coming soon." />;
}
