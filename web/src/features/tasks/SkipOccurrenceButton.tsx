import { useState } from 'react';
import { SkipForward } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { nextOccurrenceNote } from './occurrenceNote.ts';
import { skipTaskOccurrence } from './taskWrites.ts';

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
            description: nextOccurrenceNote(dueDate, queued),
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
