import { useState } from 'react';
import { SkipForward } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { formatDay } from '../agenda/agendaDays.ts';
import { skipTaskOccurrence } from './taskWrites.ts';

function skippedNote(dueDate: string | null, queued: boolean): string | undefined {
  const next = dueDate ? `Next one is due ${formatDay(dueDate, 'EEEE d MMMM')}.` : undefined;
  if (!queued) return next;
  return next ? `Saved offline. ${next}` : 'Saved offline: the next one shows once you are back online.';
}

/** Skips the current occurrence of a repeating task: it moves on to its next deadline. */
export function SkipOccurrenceButton({ rowId }: { rowId: number }) {
  const [busy, setBusy] = useState(false);
  const skip = () => {
    setBusy(true);
    skipTaskOccurrence(rowId)
      .then(
        ({ dueDate, queued }) =>
          toast({
            title: 'Occurrence skipped',
            description: skippedNote(dueDate, queued),
            variant: 'success',
          }),
        (e: Error) => toast({ title: 'Could not skip', description: e.message, variant: 'destructive' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="ghost" size="sm" disabled={busy} onClick={skip} className="h-7 gap-1 px-2 text-xs">
      <SkipForward className="size-3.5" aria-hidden /> Skip this one
    </Button>
  );
}
