import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import { Plus } from 'lucide-react';
import type { AddLinkCardCreateMutation } from '../../__generated__/AddLinkCardCreateMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { LinkFields } from './LinkFields.tsx';
import { appendLink } from './linkConnection.ts';
import { LINK_FIELDS, validateLink, type LinkErrors, type LinkValues } from './linkValidation.ts';
import { serverFieldErrors } from '../../relay/serverError.ts';

const EMPTY: LinkValues = { label: '', url: '' };

/** "Add a link": label and url, checked on the fields before anything is sent. */
export function AddLinkCard() {
  const [values, setValues] = useState<LinkValues>(EMPTY);
  const [errors, setErrors] = useState<LinkErrors>({});
  const [commit, saving] = useMutation<AddLinkCardCreateMutation>(graphql`
    mutation AddLinkCardCreateMutation($input: CreateLinkInput!) {
      createLink(input: $input) {
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
      variables: { input: clean },
      updater: (store) => appendLink(store, 'createLink'),
      onCompleted: () => {
        setValues(EMPTY);
        toast({ title: 'Link added', description: `"${clean.label}" is in your quick links.`, variant: 'success' });
      },
      onError: (error) => {
        // a field the server refuses shows its message under that field
        const refused = serverFieldErrors(error, LINK_FIELDS);
        if (Object.keys(refused).length) setErrors(refused);
        else toast({ title: 'Could not add the link', description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a link</CardTitle>
        <CardDescription>Keep the sites you open every day one click away.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Add link" noValidate onSubmit={submit} className="grid items-start gap-3 sm:grid-cols-[1fr_1.4fr_auto]">
          <LinkFields values={values} errors={errors} onChange={setValues} />
          <Button type="submit" disabled={saving} className="sm:mt-[26px]">
            <Plus aria-hidden /> {saving ? 'Adding...' : 'Add link'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
