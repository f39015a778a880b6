import { Toast } from 'radix-ui';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { TOAST_DURATION, dismissToast, useToast, type ToastVariant } from './toastStore.ts';
import { closeTopDialog } from '../ui/dialogLayers.ts';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-200 bg-red-50 text-red-950',
};

const variantIcon: Record<ToastVariant, React.ReactNode> = {
  default: <Info className="size-5 text-indigo-500" aria-hidden />,
  success: <CheckCircle2 className="size-5 text-emerald-500" aria-hidden />,
  destructive: <AlertCircle className="size-5 text-red-500" aria-hidden />,
};

/**
 * Escape while a toast shows: from inside the toast it closes the toast; anywhere else it belongs to
 * the open dialog, popover or tooltip, if any (the newest). A toast that appeared after it opened is Radix's
 * top layer and would close itself first, so it closes that instead and stays.
 */
function onToastEscape(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('[data-toast-viewport]')) return;
  if (closeTopDialog()) event.preventDefault();
}

/** The toast layer (spec section 2): 5000 ms, swipe right past 50 px, F8, z-index 100, 420px wide on md+. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', duration, action, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => !next && dismissToast(id)}
          onEscapeKeyDown={onToastEscape}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg shadow-slate-900/10',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-toast-swipe-out',
            variantStyles[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcon[variant]}</span>
          <div className="grid min-w-0 gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className={cn('text-sm', variant === 'destructive' ? 'text-red-800' : 'text-slate-600')}>{description}</Toast.Description>
            )}
            {action}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1 text-slate-400 opacity-70 transition hover:bg-slate-100 hover:text-slate-700 hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-indigo-500 focus:outline-none"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        data-toast-viewport
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
