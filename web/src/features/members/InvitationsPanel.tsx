import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { Check, MailOpen, X } from 'lucide-react';
import type { InvitationsPanelQuery } from '../../__generated__/InvitationsPanelQuery.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { roleLabel } from '../../../../shared/members/messages.ts';
import { acceptInvitation, declineInvitation } from './memberWrites.ts';

/**
 * The viewer's invitations to join projects, to accept or decline; nothing when there are none.
 * `onAccepted`: the projects the screen shows changed.
 */
export function InvitationsPanel({ onAccepted, showEmpty = false }: { onAccepted?: () => void; showEmpty?: boolean }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<InvitationsPanelQuery>(
    graphql`
      query InvitationsPanelQuery {
        invitations {
          id
          projectName
          role
          invitedBy
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const answered = () => setFetchKey((k) => k + 1);
  if (!data.invitations.length) return showEmpty ? <p className="text-sm text-slate-500">No invitations are waiting for you.</p> : null;
  return (
    <Card className="mb-6 grid gap-3 p-5" aria-label="Invitations" data-testid="invitations">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MailOpen className="size-4 text-indigo-500" aria-hidden /> Invitations
      </h2>
      <ul className="grid gap-2">
        {data.invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 text-sm" data-testid="invitation">
            <span className="min-w-0 flex-1 text-slate-700">
              {i.invitedBy} invited you to <span className="font-semibold text-slate-900">{i.projectName}</span> as {roleLabel(i.role).toLowerCase()}
            </span>
            <Button
              size="sm"
              onClick={() =>
                acceptInvitation(i.id).then(
                  () => {
                    toast({ title: 'Invitation accepted', description: `You joined "${i.projectName}".`, variant: 'success' });
                    answered();
                    onAccepted?.();
                  },
                  (e: Error) => toast({ title: 'Could not accept the invitation', description: e.message, variant: 'destructive' }),
                )
              }
            >
              <Check aria-hidden /> Accept
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                declineInvitation(i.id).then(answered, (e: Error) =>
                  toast({ title: 'Could not decline the invitation', description: e.message, variant: 'destructive' }),
                )
              }
            >
              <X aria-hidden /> Decline
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
