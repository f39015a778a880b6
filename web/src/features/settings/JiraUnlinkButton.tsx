import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import { Unlink } from 'lucide-react';
import type { JiraUnlinkButtonDeleteMutation } from '../../__generated__/JiraUnlinkButtonDeleteMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';

/** Forgets the Jira link and its token (imported tasks stay). */
export function JiraUnlinkButton() {
  const [open, setOpen] = useState(false);
  const [commit, busy] = useMutation<JiraUnlinkButtonDeleteMutation>(graphql`
    mutation JiraUnlinkButtonDeleteMutation {
      deleteJiraLink
    }
  `);
  const unlink = () =>
    commit({
      variables: {},
      updater: (store) => store.getRoot().setValue(null, 'jiraLink'),
      onCompleted: () => {
        setOpen(false);
        toast({ title: 'Jira unlinked', description: 'Your Jira settings and API token were removed.' });
      },
      onError: (error) => void toast({ title: 'Could not unlink Jira', description: error.message, variant: 'destructive' }),
    });

  return (
    <>
      <Button variant="ghost" className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setOpen(true)}>
        <Unlink aria-hidden /> Unlink
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Unlink Jira?"
        description="Streamline forgets your Jira address, e-mail and API token. Tasks already imported stay."
        confirmLabel={busy ? 'Unlinking...' : 'Unlink'}
        busy={busy}
        onConfirm={unlink}
      />
    </>
  );
}
