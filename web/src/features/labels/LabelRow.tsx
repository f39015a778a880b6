import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Palette, Pencil, Trash2 } from 'lucide-react';
import type { LabelRow_label$key } from '../../__generated__/LabelRow_label.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { ColorSwatches } from './ColorSwatches.tsx';
import { LabelChip } from './LabelChip.tsx';
import { deleteLabel, updateLabel } from './labelWrites.ts';

type Mode = 'view' | 'rename' | 'recolour';

/** One label of Settings: rename in place, recolour from the palette, delete after a confirmation. */
export function LabelRow({ label }: { label: LabelRow_label$key }) {
  const data = useFragment(
    graphql`
      fragment LabelRow_label on Label {
        rowId
        name
        color
      }
    `,
    label,
  );
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(data.name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (patch: { name?: string; color?: string }) => {
    setBusy(true);
    try {
      await updateLabel(data.rowId, patch);
      // the swatches stay open after a recolour, so another pick is one click
      if (patch.name !== undefined) setMode('view');
    } catch (e) {
      toast({ title: 'Could not save the label', description: (e as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== data.name) void save({ name: name.trim() });
    else setMode('view');
  };
  const onDelete = async () => {
    setBusy(true);
    try {
      await deleteLabel(data.rowId);
      toast({ title: `Label "${data.name}" deleted`, variant: 'success' });
    } catch (e) {
      toast({ title: 'Could not delete the label', description: (e as Error).message, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <li className="grid gap-2 py-2.5" data-testid="label-row">
      {mode === 'rename' ? (
        <form onSubmit={onRename} className="flex gap-2">
          <Input autoFocus value={name} onChange={(e) => setName(e.target.value)} aria-label={`New name for ${data.name}`} maxLength={60} className="h-9" />
          <Button type="submit" size="sm" className="h-9" disabled={busy}>
            Save
          </Button>
          <Button variant="ghost" size="sm" className="h-9" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <LabelChip name={data.name} color={data.color} className="text-sm" />
          <span className="flex-1" />
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Rename ${data.name}`}
            onClick={() => {
              setName(data.name);
              setMode('rename');
            }}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Change the colour of ${data.name}`}
            aria-expanded={mode === 'recolour'}
            onClick={() => setMode(mode === 'recolour' ? 'view' : 'recolour')}
          >
            <Palette aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-red-50 hover:text-red-600"
            aria-label={`Delete ${data.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
      {mode === 'recolour' && <ColorSwatches value={data.color} onChange={(color) => void save({ color })} label={`Colour of ${data.name}`} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete the label "${data.name}"?`}
        description="It comes off every task that has it. The tasks stay."
        confirmLabel="Delete label"
        busy={busy}
        onConfirm={() => void onDelete()}
      />
    </li>
  );
}
