import { graphql, useMutation } from 'react-relay/hooks.js';
import type { DeleteLinkDialogDeleteMutation } from '../../__generated__/DeleteLinkDialogDeleteMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { removeLink } from './linkConnection.ts';

type Props = { link: { id: string; label: string }; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteLinkDialog({ link, open, onOpenChange }: Props) {
  const [commit, deleting] = useMutation<DeleteLinkDialogDeleteMutation>(graphql`
    mutation DeleteLinkDialogDeleteMutation($input: DeleteLinkInput!) {
      deleteLink(input: $input) {
        deletedLinkId
      }
    }
  `);

  const confirm = () =>
    commit({
      variables: { input: { linkId: link.id } },
      updater: (store) => removeLink(store, link.id),
      onCompleted: () => {
        onOpenChange(false);
        toast({ title: 'Link deleted', description: `"${link.label}" was removed from your quick links.` });
      },
      onError: (error) => void toast({ title: 'Could not delete the link', description: error.message, variant: 'destructive' }),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this link?"
      description={`"${link.label}" will be removed from your quick links.`}
      confirmLabel={deleting ? 'Deleting...' : 'Delete'}
      busy={deleting}
      onConfirm={confirm}
    />
  );
}
