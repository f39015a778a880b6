import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import { Info } from 'lucide-react';
import type { PasswordCardChangeMutation } from '../../__generated__/PasswordCardChangeMutation.graphql.ts';
import { PasswordChangeInput, SETTINGS_MESSAGES } from '../../../../shared/settings/validation.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { fieldErrors, hasErrors, type FieldErrors } from './formErrors.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'Passwords do not match';

function check(values: Values): FieldErrors<Values> {
  const errors = fieldErrors<Values>(PasswordChangeInput, values);
  if (!errors.newPassword && values.newPassword !== values.confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

/** Current password, a new one (8 or more) twice; the server signs the other sessions out. */
export function PasswordCard() {
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
    const found = check(values);
    setErrors(found);
    if (hasErrors(found)) return;
    commit({
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      onCompleted: () => {
        setValues(EMPTY);
        toast({ title: 'Password changed', description: 'Your other sessions were signed out.', variant: 'success' });
      },
      onError: (error) => {
        if (error.message === SETTINGS_MESSAGES.currentPasswordWrong) setErrors({ currentPassword: error.message });
        else if (error.message === SETTINGS_MESSAGES.samePassword) setErrors({ newPassword: error.message });
        toast({ title: 'Could not change the password', description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form aria-label="Change password" noValidate onSubmit={submit} className="grid gap-4">
      <Field label="Current password" error={errors.currentPassword}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
      </Field>
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
          {saving ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
