import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../components/ui/Button.tsx';
import { useDialogLayer } from '../../components/ui/dialogLayers.ts';

/** "Clear history", confirmed first: the conversation cannot be brought back. */
export function ClearChatButton({ disabled, onClear }: { disabled: boolean; onClear: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  useDialogLayer(open, () => setOpen(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled}>
          <Trash2 aria-hidden /> Clear history
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-900/30 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-rise-in rounded-2xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-base font-semibold text-slate-900">Clear chat history?</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-500">
            Every message is deleted. Tasks the assistant created stay where they are.
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" size="sm" onClick={() => void onClear()}>
                Clear history
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
