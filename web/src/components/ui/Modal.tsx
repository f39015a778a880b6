import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useReturnFocus } from './useReturnFocus.ts';
import { useDialogLayer } from './dialogLayers.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A centred dialog in the shell's style (title, optional description, close button). */
export function Modal({ open, onOpenChange, title, description, children, className }: Props) {
  const onCloseAutoFocus = useReturnFocus(open);
  useDialogLayer(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-rise-in gap-4 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none',
            className,
          )}
        >
          <div className="grid gap-1 pr-8">
            <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="text-sm text-slate-500">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          {children}
          <Dialog.Close aria-label="Close" className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700">
            <X className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
