import { useState, type ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';
import { useDialogLayer } from './dialogLayers.ts';

// Spec section 9: 700 ms by default, 200 ms in the sidebar.
export const TOOLTIP_DELAY = 700;
export const SIDEBAR_TOOLTIP_DELAY = 200;

export const TooltipProvider = T.Provider;

type Props = { content: ReactNode; side?: 'top' | 'right' | 'bottom' | 'left'; enabled?: boolean; children: ReactNode };

export function Tooltip({ content, side = 'top', enabled = true, children }: Props) {
  if (!enabled) return <>{children}</>;
  return (
    <ShownTooltip content={content} side={side}>
      {children}
    </ShownTooltip>
  );
}

/** An open tooltip is the top Escape layer (dialogLayers.ts): Escape closes it before the dialog or popover under it. */
function ShownTooltip({ content, side, children }: Omit<Props, 'enabled'>) {
  const [open, setOpen] = useState(false);
  useDialogLayer(open, () => setOpen(false));
  return (
    <T.Root open={open} onOpenChange={setOpen}>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content side={side} sideOffset={8} className="z-50 animate-fade-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
          {content}
          <T.Arrow className="fill-slate-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
