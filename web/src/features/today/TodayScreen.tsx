import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TodayScreen() {
  return <ComingSoon title="Today" icon={CalendarDays} />;
}
