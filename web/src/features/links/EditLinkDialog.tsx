import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import type { EditLinkDialogUpdateMutation } from '../../__generated__/EditLinkDialogUpdateMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LinkFields } from './LinkFields.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { LINK_FIELDS, validateLink, type LinkErrors, type LinkValues } from './linkValidation.ts';
import { serverFieldErrors } from '../../relay/serverError.ts';

type Props = { link: LinkValues & { id: string }; open: boolean; onOpenChange: (open: boolean) => void };

export function EditLinkDialog({ link, open, onOpenChange }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Edit link" description="Change the label or the address.">
      {/* a fresh form each time it opens */}
      {open && <EditLinkForm link={link} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function EditLinkForm({ link, onDone }: { link: Props['link']; onDone: () => void }) {
  const [values, setValues] = useState<LinkValues>({ label: link.label, url: link.url });
  const [errors, setErrors] = useState<LinkErrors>({});
  const [commit, saving] = useMutation<EditLinkDialogUpdateMutation>(graphql`
    mutation EditLinkDialogUpdateMutation($input: UpdateLinkInput!) {
      updateLink(input: $input) {
        link {
          id
          ...LinkTile_link
        }
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, clean } = validateLink(values);
    setErrors(found);
    if (!clean) return;
    commit({
      variables: { input: { linkId: link.id, ...clean } },
      onCompleted: () => {
        onDone();
        toast({ title: 'Link updated', description: `"${clean.label}" is saved.`, variant: 'success' });
      },
      onError: (error) => {
        // a field the server refuses shows its message under that field
        const refused = serverFieldErrors(error, LINK_FIELDS);
        if (Object.keys(refused).length) setErrors(refused);
        else toast({ title: 'Could not update the link', description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form aria-label="Edit link" noValidate onSubmit={submit} className="grid gap-4">
      <LinkFields values={values} errors={errors} onChange={setValues} autoFocus />
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
