import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Tag } from 'lucide-react';
import type { TaskLabelsCard_task$key } from '../../__generated__/TaskLabelsCard_task.graphql.ts';
import type { LabelPicker_query$key } from '../../__generated__/LabelPicker_query.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { LabelChip } from './LabelChip.tsx';
import { LabelPicker } from './LabelPicker.tsx';
import { setTaskLabels } from './labelWrites.ts';

type Props = { task: TaskLabelsCard_task$key; labels: LabelPicker_query$key };

/** The task page's labels: its chips, and a picker to add or remove them. */
export function TaskLabelsCard({ task, labels }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskLabelsCard_task on Task {
        rowId
        labels {
          id
          rowId
          name
          color
        }
      }
    `,
    task,
  );
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = (data.labels ?? []).filter(Boolean);
  const selected = current.map((l) => l.rowId);

  const onToggle = async (rowId: number) => {
    const next = selected.includes(rowId) ? selected.filter((id) => id !== rowId) : [...selected, rowId];
    setBusy(true);
    try {
      await setTaskLabels(data.rowId, next);
    } catch (e) {
      toast({ title: 'Could not change the labels', description: (e as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Tag className="size-4 text-slate-400" aria-hidden /> Labels
        </CardTitle>
        <Button variant="secondary" size="sm" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {picking ? 'Done' : 'Edit labels'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {current.length ? (
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Task labels">
            {current.map((l) => (
              <LabelChip key={l.id} name={l.name} color={l.color} />
            ))}
          </div>
        ) : (
          !picking && <p className="text-sm text-slate-500">No labels.</p>
        )}
        {picking && <LabelPicker query={labels} selected={selected} onToggle={(id) => void onToggle(id)} disabled={busy} />}
      </CardContent>
    </Card>
  );
}
