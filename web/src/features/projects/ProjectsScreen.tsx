import { FolderKanban } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function ProjectsScreen() {
  return <ComingSoon title="Projects" icon={FolderKanban} />;
}
