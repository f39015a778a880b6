import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { Info } from 'lucide-react';
import type { PasswordCardChangeMutation } from '../../__generated__/PasswordCardChangeMutation.graphql.ts';
import type { PasswordCard_user$key } from '../../__generated__/PasswordCard_user.graphql.ts';
import { PasswordChangeInput, PasswordSetInput, SETTINGS_MESSAGES } from '../../../../shared/settings/validation.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { fieldErrors, hasErrors, type FieldErrors } from './formErrors.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'Passwords do not match';

function check(values: Values, firstPassword: boolean): FieldErrors<Values> {
  const errors = fieldErrors<Values>(firstPassword ? PasswordSetInput : PasswordChangeInput, values);
  if (!errors.newPassword && values.newPassword !== values.confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

/**
 * Current password, a new one (8 or more) twice; the server signs the other sessions out. An account
 * made by single sign-on has no password yet: it sets one without the current-password field.
 */
export function PasswordCard({ user }: { user: PasswordCard_user$key }) {
  const { hasPassword } = useFragment(
    graphql`
      fragment PasswordCard_user on User {
        hasPassword
      }
    `,
    user,
  );
  const firstPassword = hasPassword === false;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [commit, saving] = useMutation<PasswordCardChangeMutation>(graphql`
    mutation PasswordCardChangeMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        success
      }
    }
  `);
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values, firstPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    commit({
      variables: { input: firstPassword ? { newPassword: values.newPassword } : { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      updater: (store) => store.getRoot().getLinkedRecord('viewer')?.setValue(true, 'hasPassword'),
      onCompleted: () => {
        setValues(EMPTY);
        toast({ title: firstPassword ? 'Password set' : 'Password changed', description: 'Your other sessions were signed out.', variant: 'success' });
      },
      onError: (error) => {
        if (error.message === SETTINGS_MESSAGES.currentPasswordWrong) setErrors({ currentPassword: error.message });
        else if (error.message === SETTINGS_MESSAGES.samePassword) setErrors({ newPassword: error.message });
        toast({ title: 'Could not change the password', description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form aria-label={firstPassword ? 'Set a password' : 'Change password'} noValidate onSubmit={submit} className="grid gap-4">
      {firstPassword ? (
        <p className="text-sm text-slate-600">You sign in with single sign-on. Set a password to also sign in with your username and password.</p>
      ) : (
        <Field label="Current password" error={errors.currentPassword}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
        </Field>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="New password" error={errors.newPassword} hint="At least 8 characters">
          {(p) => <Input {...p} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />}
        </Field>
      </div>
      <div className="flex flex-col-reverse items-start justify-between gap-3 sm:flex-row sm:items-center">
        <p className="flex items-center gap-1.5 text-xs text-slate-500">
          <Info className="size-3.5 shrink-0" aria-hidden /> Changing your password signs you out on your other devices and browsers.
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? (firstPassword ? 'Setting...' : 'Changing...') : firstPassword ? 'Set password' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
