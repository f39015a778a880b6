import { useState, type FormEvent } from 'react';
import { Clock } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { useDialogLayer } from '../../components/ui/dialogLayers.ts';

type Props = { taskName: string; startTime: string; disabled?: boolean; onMove: (startTime: string, onDone: () => void) => void };

/** "Move": a new start time for the session; later sessions shift back when it would overlap them. */
export function MoveSessionPopover({ taskName, startTime, disabled, onMove }: Props) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(startTime);
  useDialogLayer(open, () => setOpen(false));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value && value !== startTime) onMove(value, () => setOpen(false));
    else setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setValue(startTime);
      }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" disabled={disabled} aria-label={`Move ${taskName}`}>
          <Clock aria-hidden /> Move
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
          <form onSubmit={submit} className="grid gap-2" aria-label={`Move ${taskName}`}>
            <label className="text-sm font-medium text-slate-700" htmlFor="move-session-time">
              New start time
            </label>
            <Input id="move-session-time" type="time" required value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
            <p className="text-xs text-slate-500">Later sessions move back if they would overlap.</p>
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button size="sm" type="submit" disabled={disabled}>
                Move
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
