import { useNavigate } from 'react-router-dom';
import { InvitationsPanel } from './InvitationsPanel.tsx';

/** /invitations (the invitation e-mail links here): the viewer's invitations; accepting one opens Projects. */
export default function InvitationsScreen() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <InvitationsPanel showEmpty onAccepted={() => navigate('/projects')} />
    </div>
  );
}
