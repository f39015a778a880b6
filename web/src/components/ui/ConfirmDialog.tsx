import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from './Button.tsx';
import { useReturnFocus } from './useReturnFocus.ts';
import { useDialogLayer } from './dialogLayers.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** a destructive action by default */
  confirmVariant?: 'danger' | 'primary';
};

/** A destructive action asks first (Cancel keeps focus safe by default). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy, confirmVariant = 'danger' }: Props) {
  const onCloseAutoFocus = useReturnFocus(open);
  useDialogLayer(open, () => onOpenChange(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-rise-in gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-slate-600">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>Cancel</AlertDialog.Cancel>
            <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
