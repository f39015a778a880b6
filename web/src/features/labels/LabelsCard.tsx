import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Plus } from 'lucide-react';
import type { LabelsCard_query$key } from '../../__generated__/LabelsCard_query.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { DEFAULT_LABEL_COLOR } from '../../../../shared/labels/palette.ts';
import { ColorSwatches } from './ColorSwatches.tsx';
import { LabelRow } from './LabelRow.tsx';
import { createLabel } from './labelWrites.ts';

/** Settings' Labels: a new label (name and colour), then every label to rename, recolour or delete. */
export function LabelsCard({ query }: { query: LabelsCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment LabelsCard_query on Query {
        labels {
          id
          ...LabelRow_label
        }
      }
    `,
    query,
  );
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_LABEL_COLOR);
  const [busy, setBusy] = useState(false);
  const labels = (data.labels ?? []).filter(Boolean);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await createLabel(name.trim(), color);
      toast({ title: `Label "${name.trim()}" created`, variant: 'success' });
      setName('');
    } catch (e) {
      toast({ title: 'Could not create the label', description: (e as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} className="grid gap-3" aria-label="New label">
        <div className="flex gap-2">
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="New label name" aria-label="New label name" maxLength={60} />
          <Button type="submit" disabled={busy || !name.trim()}>
            <Plus aria-hidden /> Add label
          </Button>
        </div>
        <ColorSwatches value={color} onChange={setColor} label="New label colour" />
      </form>
      {labels.length ? (
        <ul aria-label="Labels" className="divide-y divide-slate-100 border-t border-slate-100">
          {labels.map((l) => (
            <LabelRow key={l.id} label={l} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No labels yet. Add one above, or type @name in quick add.</p>
      )}
    </div>
  );
}
