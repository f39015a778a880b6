import { BrainCircuit } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function AiInsightsScreen() {
  return <ComingSoon title="AI Insights" icon={BrainCircuit} />;
}
