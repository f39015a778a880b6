import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { z } from 'zod';
import type { ProfileCard_user$key } from '../../__generated__/ProfileCard_user.graphql.ts';
import type { ProfileCardUpdateMutation } from '../../__generated__/ProfileCardUpdateMutation.graphql.ts';
import { emailSchema, nameSchema } from '../../../../shared/auth/validation.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/validation.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { fieldErrors, hasErrors, type FieldErrors } from './formErrors.ts';

type Props = { user: ProfileCard_user$key };
type Values = { name: string; email: string };

// Spec section 5: name at least 2, a valid e-mail. An account without a name may keep it empty.
const ProfileForm = z.object({ name: nameSchema.optional(), email: emailSchema });

export function ProfileCard({ user }: Props) {
  const data = useFragment(
    graphql`
      fragment ProfileCard_user on User {
        id
        username
        name
        email
      }
    `,
    user,
  );
  // remount with the saved values after a save (or a change on another tab)
  return <ProfileForm_ key={`${data.name}|${data.email}`} data={data} />;
}

function ProfileForm_({ data }: { data: { id: string; username: string; name: string | null | undefined; email: string } }) {
  const { user: authUser, setUser } = useAuth();
  const [values, setValues] = useState<Values>({ name: data.name ?? '', email: data.email });
  const [errors, setErrors] = useState<FieldErrors<Partial<Values>>>({});
  const [commit, saving] = useMutation<ProfileCardUpdateMutation>(graphql`
    mutation ProfileCardUpdateMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          id
          name
          email
          ...ProfileCard_user
        }
      }
    }
  `);
  const dirty = values.name.trim() !== (data.name ?? '') || values.email.trim().toLowerCase() !== data.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim() === '' && !data.name ? undefined : values.name;
    const found = fieldErrors<Partial<Values>>(ProfileForm, { name, email: values.email });
    setErrors(found);
    if (hasErrors(found) || !dirty) return;
    commit({
      variables: { input: { ...(name !== undefined ? { name: name.trim() } : {}), email: values.email.trim() } },
      onCompleted: (answer) => {
        const saved = answer.updateProfile.user;
        // the shell (sidebar, menus) shows the signed-in user's name and e-mail
        if (authUser) setUser({ ...authUser, name: saved.name ?? null, email: saved.email });
        toast({ title: 'Profile updated', description: 'Your name and email are saved.', variant: 'success' });
      },
      onError: (error) => {
        if (error.message === SETTINGS_MESSAGES.emailTaken) setErrors({ email: error.message });
        toast({ title: 'Could not update the profile', description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form aria-label="Profile" noValidate onSubmit={submit} className="grid gap-5">
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
        <UserAvatar label={data.name || data.username} className="size-11 text-sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{data.name || data.username}</p>
          <p className="truncate text-xs text-slate-500">
            @{data.username} · {data.email}
          </p>
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} autoComplete="name" value={values.name} maxLength={100} onChange={(e) => setValues({ ...values, name: e.target.value })} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              value={values.email}
              maxLength={254}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
