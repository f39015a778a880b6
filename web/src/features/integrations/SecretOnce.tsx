import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';

type Props = { label: string; value: string; onDone: () => void; children?: ReactNode };

/** A secret shown once, right after it was made, with a button that copies it (and what else helps to use it, as children). */
export function SecretOnce({ label, value, onDone, children }: Props) {
  return (
    <div role="status" className="grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-900">{label}: copy it now, it will not be shown again.</p>
      <div className="flex items-center gap-2">
        <code
          data-testid="secret-once"
          className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-white px-2 py-1.5 font-mono text-xs text-slate-800 ring-1 ring-slate-200"
        >
          {value}
        </code>
        <CopyButton value={value} size="sm" />
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
      {children}
    </div>
  );
}
