import { useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { needsTwoFactor } from '../../auth/authApi.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useFormState } from './useFormState.ts';
import { validateLogin } from './validation.ts';

type Props = {
  /** false when the browser refuses cookies: login is blocked */
  ensureCookies: () => boolean;
  onSignedIn: () => void;
};

export function LoginForm({ ensureCookies, onSignedIn }: Props) {
  const { login } = useAuth();
  const form = useFormState({ username: '', password: '' }, validateLogin);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = form.check();
    if (!values || !ensureCookies()) return;
    setSubmitting(true);
    try {
      const answer = await login(values.username.trim(), values.password);
      if (needsTwoFactor(answer)) {
        toast({ title: 'Two-factor authentication required', description: 'Please enter the code from your authenticator app' });
      } else {
        toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
        onSignedIn();
      }
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Could not authenticate. Please check your credentials and try again.'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Login">
      <Field label="Username" error={form.errors.username}>
        {(p) => <Input {...p} {...form.field('username')} autoComplete="username" placeholder="Your username" autoFocus />}
      </Field>
      <Field label="Password" error={form.errors.password}>
        {(p) => <Input {...p} {...form.field('password')} type="password" autoComplete="current-password" placeholder="••••••••" />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
        {submitting ? <Spinner /> : <LogIn aria-hidden />}
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
