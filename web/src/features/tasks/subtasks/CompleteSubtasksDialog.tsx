import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from '../../../components/ui/Button.tsx';
import { useSubtasksQuestion } from './completeSubtasksChoice.ts';
import { useReturnFocus } from '../../../components/ui/useReturnFocus.ts';
import { useDialogLayer } from '../../../components/ui/dialogLayers.ts';

/** Completing a task with open subtasks asks what becomes of them (mounted once, like the toasts). */
export function CompleteSubtasksDialog() {
  const question = useSubtasksQuestion();
  const open = question !== null;
  const n = question?.openCount ?? 0;
  const onCloseAutoFocus = useReturnFocus(open);
  useDialogLayer(open, () => question?.answer(null));
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && question?.answer(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-rise-in gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">Complete "{question?.taskName}"?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-slate-600">
            It has {n} open {n === 1 ? 'subtask' : 'subtasks'}.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>Cancel</AlertDialog.Cancel>
            <Button variant="secondary" onClick={() => question?.answer('only')}>
              Complete only this task
            </Button>
            <Button variant="primary" onClick={() => question?.answer('all')}>
              Complete all subtasks too
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
