import { Brain, Mail, ShieldCheck, Timer } from 'lucide-react';
import { Logo } from '../../shell/Logo.tsx';

// The four features the login screen advertises (spec section 1).
export const FEATURES = [
  { icon: Brain, title: 'Smart task prioritization', text: 'AI ranks what matters most so you always know what to do next.' },
  { icon: Timer, title: 'Pomodoro timer', text: 'Focus sessions tied to your tasks, with breaks built in.' },
  { icon: ShieldCheck, title: 'Two-factor security', text: 'Protect your account with an authenticator app.' },
  { icon: Mail, title: 'Team collaboration with e-mail notifications', text: 'Assign tasks to teammates and keep everyone in the loop.' },
];

export function WelcomePanel() {
  return (
    <div className="relative flex h-full flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 p-10 text-white">
      <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-violet-400/20 blur-3xl" />
      <Logo className="relative [&>span:last-child]:text-white" />
      <div className="relative">
        <h1 className="text-4xl font-semibold tracking-tight">Welcome to Streamline</h1>
        <p className="mt-3 text-lg text-indigo-100">Streamlined AI based task system</p>
        <ul className="mt-10 grid gap-5">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/20">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-indigo-100/90">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-indigo-200">Self-hosted · your data stays on your server</p>
    </div>
  );
}
