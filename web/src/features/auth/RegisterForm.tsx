import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { authApi, type RegisterAnswer } from '../../auth/authApi.ts';
import { refreshAdminListsLater } from '../../auth/refreshAdminListsLater.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormState } from './useFormState.ts';
import { validateRegister } from './validation.ts';

const CREATED = 'Your account has been created. You can now log in.';

export function RegisterForm({ onRegistered }: { onRegistered: (answer: RegisterAnswer) => void }) {
  const { user } = useAuth();
  const form = useFormState({ username: '', email: '', password: '', name: '' }, validateRegister);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = form.check();
    if (!values) return;
    setSubmitting(true);
    try {
      const name = values.name.trim();
      const answer = await authApi.register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(name ? { name } : {}),
      });
      const approved = answer.status === 'approved';
      toast({
        title: 'Registration successful',
        description: approved ? CREATED : (answer.message ?? CREATED),
        variant: 'success',
      });
      if (user?.role === 'admin') refreshAdminListsLater();
      form.reset();
      onRegistered(answer);
    } catch (error) {
      toast({ title: 'Registration failed', description: errorMessage(error, 'Failed to create account'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Register">
      <Field label="Username" error={form.errors.username}>
        {(p) => <Input {...p} {...form.field('username')} autoComplete="username" placeholder="Choose a username" />}
      </Field>
      <Field label="Email" error={form.errors.email}>
        {(p) => <Input {...p} {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />}
      </Field>
      <Field label="Password" error={form.errors.password} hint="At least 8 characters">
        {(p) => <Input {...p} {...form.field('password')} type="password" autoComplete="new-password" placeholder="••••••••" />}
      </Field>
      <Field label="Full Name (Optional)" error={form.errors.name}>
        {(p) => <Input {...p} {...form.field('name')} autoComplete="name" placeholder="Ada Lovelace" />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
        {submitting ? <Spinner /> : <UserPlus aria-hidden />}
        {submitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
