import { useEffect, useState, type MouseEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { authApi, type OidcStatus } from '../../auth/authApi.ts';
import { buttonVariants } from '../../components/ui/Button.tsx';

type Props = {
  /** where to go once signed in (a path of this site) */
  redirect: string;
  /** false when the browser refuses cookies: sign-in is blocked */
  ensureCookies: () => boolean;
};

/** "Sign in with <provider>" when the server has OpenID Connect sign-in on; nothing otherwise. */
export function OidcSignIn({ redirect, ensureCookies }: Props) {
  const [status, setStatus] = useState<OidcStatus | null>(null);

  useEffect(() => {
    let live = true;
    authApi
      .oidcStatus()
      .then((answer) => live && setStatus(answer))
      .catch(() => live && setStatus(null));
    return () => {
      live = false;
    };
  }, []);

  if (!status?.enabled) return null;
  // a full page load: the server sends the browser on to the provider
  const href = `/api/auth/oidc/start?${new URLSearchParams({ redirect })}`;
  const go = (e: MouseEvent) => {
    if (!ensureCookies()) e.preventDefault();
  };
  return (
    <div className="mt-6">
      <div className="mb-6 flex items-center gap-3 text-xs text-slate-400" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a href={href} onClick={go} className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
        <KeyRound aria-hidden /> Sign in with {status.name}
      </a>
    </div>
  );
}
