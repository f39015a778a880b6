import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { Link2 } from 'lucide-react';
import type { SignInIdentitiesCard_user$key } from '../../__generated__/SignInIdentitiesCard_user.graphql.ts';
import type { SignInIdentitiesCardUnlinkMutation } from '../../__generated__/SignInIdentitiesCardUnlinkMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

type Identity = { id: string; providerName: string; email: string | null | undefined };

const when = (iso: unknown) => new Date(String(iso)).toLocaleString();

/**
 * The single sign-on identities linked to the account, each with Unlink. The server refuses to unlink
 * the last way to sign in of an account without a password; its reason shows under the row.
 * The whole section is left out for an account with none.
 */
export function SignInIdentitiesCard({ user }: { user: SignInIdentitiesCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment SignInIdentitiesCard_user on User {
        signInIdentities {
          id
          providerName
          email
          linkedAt
          lastUsedAt
        }
      }
    `,
    user,
  );
  const [unlinking, setUnlinking] = useState<Identity | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [commit, busy] = useMutation<SignInIdentitiesCardUnlinkMutation>(graphql`
    mutation SignInIdentitiesCardUnlinkMutation($input: UnlinkSignInIdentityInput!) {
      unlinkSignInIdentity(input: $input) {
        unlinkedIdentityId @deleteRecord
      }
    }
  `);
  const identities = data.signInIdentities ?? [];
  if (!identities.length) return null;

  const unlink = () => {
    const identity = unlinking;
    if (!identity) return;
    commit({
      variables: { input: { identityId: identity.id } },
      onCompleted: () => {
        setUnlinking(null);
        toast({ title: 'Sign-in provider unlinked', description: `${identity.providerName} is no longer linked to your account.`, variant: 'success' });
      },
      onError: (error) => {
        setUnlinking(null);
        setRefusals((now) => ({ ...now, [identity.id]: error.message }));
      },
    });
  };

  return (
    <SettingsSection id="sign-in-providers" title="Sign-in providers" icon={Link2} description="The single sign-on accounts you sign in with.">
      <ul className="grid gap-2" aria-label="Linked sign-in providers">
        {identities.map((identity) => (
          <li key={identity.id} className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {identity.providerName}
                  {identity.email && <span className="font-normal text-slate-600"> · {identity.email}</span>}
                </p>
                <p className="text-xs text-slate-500">
                  Linked {when(identity.linkedAt)} · last used {when(identity.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Unlink ${identity.providerName}`}
                onClick={() => {
                  setRefusals((now) => ({ ...now, [identity.id]: '' }));
                  setUnlinking(identity);
                }}
              >
                Unlink
              </Button>
            </div>
            {refusals[identity.id] && (
              <p role="alert" className="text-sm text-red-600">
                {refusals[identity.id]}
              </p>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!unlinking}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title="Unlink this sign-in provider?"
        description={`This removes the link between your account and ${unlinking?.providerName ?? ''}${unlinking?.email ? ` (${unlinking.email})` : ''}. A later sign-in with it links them again only if it gives your account's e-mail address as verified.`}
        confirmLabel="Unlink"
        onConfirm={unlink}
        busy={busy}
      />
    </SettingsSection>
  );
}
