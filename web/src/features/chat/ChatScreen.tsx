import { MessagesSquare } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function ChatScreen() {
  return <ComingSoon title="Claude AI Chat" icon={MessagesSquare} />;
}
