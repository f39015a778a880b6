import { ListTodo } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TaskListScreen() {
  return <ComingSoon title="Task List" icon={ListTodo} />;
}
